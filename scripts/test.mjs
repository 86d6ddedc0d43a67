// The one test command (`npm test`): domain unit and web component tests, server integration on
// PGlite and on PostgreSQL, then the browser tests against a real server in Debian's Chromium,
// each part timed.
// It checks the system packages those need and installs them when it can (root with apt-get).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';

const SYSTEM_PACKAGES = [
  { pkg: 'chromium', present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') },
  {
    pkg: 'postgresql',
    present: () =>
      Boolean(process.env.TEST_DATABASE_URL) ||
      (existsSync('/usr/lib/postgresql') &&
        readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))),
  },
  { pkg: 'redis-server', present: () => existsSync('/usr/bin/redis-server') },
  { pkg: 'hledger', present: () => existsSync('/usr/bin/hledger') },
  // Report PDFs embed DejaVu Sans for names Helvetica cannot write (Vietnamese).
  { pkg: 'fonts-dejavu-core', present: () => existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf') },
];

function ensureSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter((p) => !p.present()).map((p) => p.pkg);
  if (missing.length === 0) return;
  const install = `apt-get install -y ${missing.join(' ')}`;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `The tests need these Debian packages: ${missing.join(', ')}.\nInstall them with:\n  sudo apt-get update && sudo ${install}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} (needed by the tests)…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${install} -qq`, { stdio: 'inherit' });
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

ensureSystemPackages();
mkdirSync('node_modules/.cache/test-results', { recursive: true });
// A report left by an earlier run must not stand in for this one's.
rmSync('e2e/test-results/results.json', { force: true });

/** The parts in order, each timed; a failed part does not stop the others, so one run shows every failure. */
const parts = [
  { name: 'domain and web components', vitest: ['domain', 'web'] },
  { name: 'server on PGlite', vitest: ['server:pglite'] },
  { name: 'server on PostgreSQL', vitest: ['server:postgres'] },
  { name: 'web build', command: ['npm', ['run', 'build', '-w', '@ledgerdesk/web']] },
  { name: 'browser', command: ['npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']], env: { CI: 'true' }, needs: 'web build' },
];

const results = [];
for (const part of parts) {
  const started = Date.now();
  const json = part.vitest && `node_modules/.cache/test-results/${part.vitest.join('-').replace(/:/g, '-')}.json`;
  const blocked = part.needs && results.find((r) => r.name === part.needs)?.status !== 0;
  console.log(`\n::: ${part.name}`);
  const status = blocked
    ? 1
    : part.vitest
      ? run('npx', [
          'vitest',
          'run',
          ...part.vitest.flatMap((p) => ['--project', p]),
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${json}`,
        ])
      : run(part.command[0], part.command[1], part.env);
  const counts = part.vitest
    ? vitestCounts(readJson(json))
    : part.name === 'browser'
      ? playwrightCounts(readJson('e2e/test-results/results.json'))
      : undefined;
  results.push({ name: part.name, status, seconds: (Date.now() - started) / 1000, counts });
}

function vitestCounts(report) {
  return report && { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightCounts(report) {
  return report && { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky, skipped: report.stats.skipped };
}

console.log('\npart                         time     passed  failed  skipped');
for (const { name, status, seconds, counts } of results) {
  const c = counts ?? { passed: '', failed: status === 0 ? '' : 'FAILED', skipped: '' };
  console.log(
    `${name.padEnd(28)} ${`${seconds.toFixed(0)} s`.padStart(6)}   ${String(c.passed).padStart(6)}  ${String(c.failed).padStart(6)}  ${String(c.skipped).padStart(7)}`,
  );
}
const total = results.reduce((sum, r) => sum + r.seconds, 0);
const failedParts = results.filter((r) => r.status !== 0).map((r) => r.name);
console.log(`all: ${total.toFixed(0)} s, ${failedParts.length === 0 ? 'every part passed' : `failed: ${failedParts.join(', ')}`}`);
process.exit(failedParts.length === 0 ? 0 : 1);
