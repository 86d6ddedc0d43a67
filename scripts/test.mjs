// The one test command (`npm test`): domain unit and web component tests, server integration on
// PostgreSQL, and the browser tests against a real server on PGlite in Debian's Chromium, each part
// timed (docs/decisions/0006-a-fast-test-suite.md); `--long` runs the rest (see LONG below).
// It checks the system packages those need and installs them when it can (root with apt-get).
import { execSync, spawn } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';

// `--long` (npm run test:long, run by CI after this): what would take `npm test` past ten minutes,
// the server suite on PGlite, the fault tests on both databases, the accessibility route walks, the
// two-node journey and the container image (ADR 0006).
const LONG = process.argv.includes('--long');

const SYSTEM_PACKAGES = [
  // The browser tests run Debian Chromium's headless shell: the same engine without the desktop
  // browser's compositing and GPU processes, a third less CPU a journey (ADR 0006).
  { pkg: 'chromium-headless-shell', present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell') },
  {
    pkg: 'postgresql',
    present: () =>
      Boolean(process.env.TEST_DATABASE_URL) ||
      (existsSync('/usr/lib/postgresql') &&
        readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))),
  },
  { pkg: 'redis-server', present: () => existsSync('/usr/bin/redis-server') },
  // The two-node journey runs behind nginx with deploy/nginx's configuration.
  { pkg: 'nginx', present: () => existsSync('/usr/sbin/nginx') },
  { pkg: 'hledger', present: () => existsSync('/usr/bin/hledger') },
  // `--long` builds the Dockerfile and runs the image (e2e/container, ADR 0017).
  { pkg: 'buildah', present: () => !LONG || existsSync('/usr/bin/buildah') },
  { pkg: 'podman', present: () => !LONG || existsSync('/usr/bin/podman') },
  { pkg: 'debootstrap', present: () => !LONG || existsSync('/usr/sbin/debootstrap') },
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
rmSync('e2e/test-results/nodes.json', { force: true });

// The parts run one after another, each timed. Beside the server parts, the browser part (whose
// server is an embedded PGlite with the demo seed) starved them on two cores: a 30 s test and a
// cold CLI ran out of time. A failed part does not stop the others: one run shows every failure.
const COMPONENT_PART = { name: 'domain and web components', projects: ['domain', 'web'] };
const POSTGRES_PART = { name: 'server on PostgreSQL', projects: ['server:postgres'] };
const PGLITE_PART = { name: 'server on PGlite', projects: ['server:pglite'] };

function spawnPart(command, args, { env = {} } = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

async function timed(name, work) {
  const started = Date.now();
  const { status, counts, failures = [] } = await work();
  return { name, status, counts, failures, seconds: (Date.now() - started) / 1000 };
}

function vitestPart({ name, projects, files = [], env = {} }) {
  const json = `node_modules/.cache/test-results/${projects.join('-').replace(/:/g, '-')}.json`;
  return timed(name, async () => {
    console.log(`\n::: ${name}`);
    const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...files, '--reporter=default', '--reporter=json'];
    const status = await spawnPart('npx', [...args, `--outputFile.json=${json}`], { env });
    const report = readJson(json);
    return { status, counts: vitestCounts(report), failures: vitestFailures(report) };
  });
}

const suiteStarted = Date.now();
const results = [];
// The server suite runs on PostgreSQL, the production engine, in every `npm test`; its second run
// on PGlite, which the browser part's server already uses end to end, is in `--long` (ADR 0006).
results.push(await vitestPart(LONG ? PGLITE_PART : COMPONENT_PART));
if (!LONG) results.push(await vitestPart(POSTGRES_PART));
console.log('\n::: web build');
const build = await timed('web build', async () => ({ status: await spawnPart('npm', ['run', 'build', '-w', '@ledgerdesk/web']) }));
results.push(build);
/** A Playwright run after the web build, counted from the JSON report its config writes. */
async function browserPart(name, config, report, { env = {}, files = [] } = {}) {
  console.log(`\n::: ${name}`);
  if (build.status !== 0) return { name, status: 1, seconds: 0, counts: undefined };
  return timed(name, async () => {
    const status = await spawnPart('npx', ['playwright', 'test', '-c', config, ...files], { env: { CI: 'true', ...env } });
    const json = readJson(report);
    return { status, counts: playwrightCounts(json), failures: playwrightFailures(json) };
  });
}

if (LONG) {
  const faults = {
    name: 'server faults and CLIs',
    projects: ['server:pglite', 'server:postgres'],
    files: ['apps/server/src/platform/faults', 'apps/server/src/cli'],
  };
  results.push(await vitestPart({ ...faults, env: { TEST_LONG: '1' } }));
  const walks = { env: { E2E_WALKS: '1' }, files: ['a11y.spec.ts'] };
  results.push(await browserPart('browser, route walks', 'e2e/playwright.config.ts', 'e2e/test-results/results.json', walks));
  // Two server nodes on PostgreSQL, Redis and S3 behind nginx (e2e/nodes): one journey, but the
  // processes' start makes it a minute.
  results.push(await browserPart('browser, two nodes', 'e2e/playwright.nodes.config.ts', 'e2e/test-results/nodes.json'));
  console.log('\n::: container image');
  results.push(await timed('container image', async () => ({ status: await spawnPart('npx', ['tsx', 'e2e/container/check.ts']) })));
} else {
  results.push(await browserPart('browser', 'e2e/playwright.config.ts', 'e2e/test-results/results.json'));
}

function vitestCounts(report) {
  return report && { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightCounts(report) {
  return report && { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky, skipped: report.stats.skipped };
}

// CI keeps only the tail of the output: each failed test is named again here, under the table's
// heading, with the first line of its error, so a red run says what to look at.
function firstLine(message = '') {
  return stripVTControlCharacters(message).trim().split('\n')[0].slice(0, 200);
}

function vitestFailures(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${path.relative(process.cwd(), file.name)} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`),
  );
}

function playwrightFailures(report) {
  const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
  return (report?.suites ?? [])
    .flatMap(specs)
    .filter((spec) => !spec.ok)
    .map((spec) => `${spec.file} › ${spec.title}: ${firstLine(spec.tests[0]?.results.at(-1)?.error?.message)}`);
}

for (const { name, failures } of results) for (const failure of failures ?? []) console.log(`\nFAILED in ${name}: ${failure}`);

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
