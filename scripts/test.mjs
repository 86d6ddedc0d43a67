// The one test command (`npm test`): domain unit and web component tests, server integration on
// PGlite and on PostgreSQL, and the browser tests against a real server in Debian's Chromium,
// each part timed (docs/decisions/0006-a-fast-test-suite.md).
// It checks the system packages those need and installs them when it can (root with apt-get).
import { execSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';

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

// Each part is timed. The CPU-bound parts run alone: domain and web components (jsdom), then the
// server on PGlite (PostgreSQL in WebAssembly, in the test workers). The server on PostgreSQL
// waits on its cluster much of the time and the browser part on Chromium's page loads; together
// they fit in two cores, so they run side by side, the browser's output kept in a file and
// printed after (docs/decisions/0006-a-fast-test-suite.md). A failed part does not stop the
// others: one run shows every failure.
const COMPONENT_PART = { name: 'domain and web components', projects: ['domain', 'web'] };
const PGLITE_PART = { name: 'server on PGlite', projects: ['server:pglite'] };
const POSTGRES_PART = { name: 'server on PostgreSQL', projects: ['server:postgres'] };
const BROWSER_LOG = 'node_modules/.cache/test-results/browser.log';

/** Runs a command; with `log`, its output goes to that file instead of the terminal. */
function spawnPart(command, args, { env = {}, log } = {}) {
  const out = log ? openSync(log, 'w') : 'inherit';
  const child = spawn(command, args, { stdio: ['ignore', out, out], env: { ...process.env, ...env } });
  return new Promise((resolve) =>
    child.on('close', (code) => {
      if (log) closeSync(out);
      resolve(code ?? 1);
    }),
  );
}

async function timed(name, work) {
  const started = Date.now();
  const { status, counts } = await work();
  return { name, status, counts, seconds: (Date.now() - started) / 1000 };
}

function vitestPart({ name, projects }) {
  const json = `node_modules/.cache/test-results/${projects.join('-').replace(/:/g, '-')}.json`;
  return timed(name, async () => {
    console.log(`\n::: ${name}`);
    const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json'];
    const status = await spawnPart('npx', [...args, `--outputFile.json=${json}`]);
    return { status, counts: vitestCounts(readJson(json)) };
  });
}

/** The web build, then the browser journeys against it; all output to BROWSER_LOG. */
async function browserLane() {
  const build = await timed('web build', async () => ({
    status: await spawnPart('npm', ['run', 'build', '-w', '@ledgerdesk/web'], { log: `${BROWSER_LOG}.build` }),
  }));
  const browser =
    build.status === 0
      ? await timed('browser', async () => {
          const status = await spawnPart('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
            env: { CI: 'true' },
            log: BROWSER_LOG,
          });
          return { status, counts: playwrightCounts(readJson('e2e/test-results/results.json')) };
        })
      : { name: 'browser', status: 1, seconds: 0, counts: undefined };
  return [build, browser];
}

const suiteStarted = Date.now();
const components = await vitestPart(COMPONENT_PART);
const pglite = await vitestPart(PGLITE_PART);
console.log('\n::: web build and browser, beside the server on PostgreSQL (output below when done)');
const [postgres, [build, browserResult]] = await Promise.all([vitestPart(POSTGRES_PART), browserLane()]);
console.log('\n::: web build (output)');
console.log(readFileSync(`${BROWSER_LOG}.build`, 'utf8'));
console.log('\n::: browser (output)');
console.log(readFileSync(BROWSER_LOG, 'utf8'));
const results = [components, pglite, postgres, build, browserResult];

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
const total = (Date.now() - suiteStarted) / 1000;
const failedParts = results.filter((r) => r.status !== 0).map((r) => r.name);
console.log(
  `all: ${total.toFixed(0)} s from start to end, ${failedParts.length === 0 ? 'every part passed' : `failed: ${failedParts.join(', ')}`}`,
);
process.exit(failedParts.length === 0 ? 0 : 1);
