// The one test command (`npm test`): domain unit, server integration on PGlite and PostgreSQL,
// web component tests, then the browser tests against a real server in Debian's Chromium.
// It checks the system packages those need and installs them when it can (root with apt-get).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';

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
const vitestJson = 'node_modules/.cache/test-results/vitest.json';
const playwrightJson = 'e2e/test-results/results.json';

const unitStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const buildStatus = run('npm', ['run', 'build', '-w', '@ledgerdesk/web']);
const e2eStatus = buildStatus === 0 ? run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { CI: 'true' }) : 1;

const unit = readJson(vitestJson);
const e2e = readJson(playwrightJson);
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0);
console.log(`\nunit and integration: ${unit?.numPassedTests ?? 0} passed, ${unit?.numFailedTests ?? 0} failed`);
console.log(`browser: ${e2e?.stats?.expected ?? 0} passed, ${e2e?.stats?.unexpected ?? 0} failed`);
console.log(`all: ${passed} passed, ${failed} failed`);
process.exit(unitStatus || buildStatus || e2eStatus ? 1 : 0);
