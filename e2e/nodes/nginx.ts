/**
 * nginx (the Debian package) as a process of the test run: a main configuration written to a
 * temporary directory around deploy/nginx/ledgerdesk.conf and ledgerdesk-upstream.conf, with the
 * run's ports written in where the samples name 80, 3001 and 3002. No root needed; as root,
 * the workers run as nobody.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sample = (name: string) => readFileSync(fileURLToPath(new URL(`../../deploy/nginx/${name}`, import.meta.url)), 'utf8');

export interface Entry {
  /** The upstream's name: `ledgerdesk` is the sample's own. */
  name: string;
  listen: number;
  nodes: number[];
}

function replaceOnce(text: string, pattern: RegExp, by: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx/ no longer has ${pattern}: update e2e/nodes/nginx.ts`);
  return text.replace(pattern, by);
}

/** The samples with one entry's name and ports; the `map` the site declares stays in the first copy only. */
function entryConfig(entry: Entry, first: boolean): string {
  const servers = entry.nodes.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;\n`).join('');
  let upstream = replaceOnce(
    sample('ledgerdesk-upstream.conf'),
    /^ *server 127\.0\.0\.1:3001 [^;]*;\n *server 127\.0\.0\.1:3002 [^;]*;\n/m,
    servers,
  );
  upstream = replaceOnce(upstream, /upstream ledgerdesk \{/, `upstream ${entry.name} {`);
  let site = replaceOnce(sample('ledgerdesk.conf'), /listen 80;/, `listen 127.0.0.1:${entry.listen};`);
  site = site.replaceAll('proxy_pass http://ledgerdesk;', `proxy_pass http://${entry.name};`);
  if (!first) site = replaceOnce(site, /map \$http_upgrade \$ledgerdesk_connection \{[^}]*\}\n/, '');
  return upstream + site;
}

export interface Nginx {
  stop(): Promise<void>;
}

export async function startNginx(dir: string, entries: Entry[]): Promise<Nginx> {
  const bin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
  if (!bin) throw new Error('nginx is not installed, and the two-node journey runs behind it: sudo apt-get install -y nginx');
  mkdirSync(dir, { recursive: true });
  // As root the workers run as nobody, who must reach the temporary directories nginx makes here.
  chmodSync(dir, 0o755);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${path.join(dir, kind)};`);
  const conf = [
    ...(process.getuid?.() === 0 ? ['user nobody nogroup;'] : []),
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    '    log_format upstreams \'$server_port $upstream_addr $status "$request"\';',
    `    access_log ${path.join(dir, 'access.log')} upstreams;`,
    ...temp,
    ...entries.map((entry, i) => entryConfig(entry, i === 0)),
    '}',
    '',
  ].join('\n');
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  const child = spawn(bin, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', file, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 10_000;
  for (const entry of entries) {
    while (
      !(await fetch(`http://127.0.0.1:${entry.listen}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null || Date.now() > deadline) {
        await stop();
        const log = path.join(dir, 'error.log');
        throw new Error(`nginx did not answer on ${entry.listen}:\n${existsSync(log) ? readFileSync(log, 'utf8') : ''}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { stop };
}
