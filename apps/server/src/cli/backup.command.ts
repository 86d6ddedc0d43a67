/**
 * Backups of one installation: the database and the uploaded files together, with the keys in
 * DATA_DIR that the data needs (the settings key unseals the stored secrets). A backup is a
 * directory: manifest.json, the database (pg_dump's custom format for PostgreSQL, PGlite's own
 * data-directory dump for the embedded database), files/ and keys/.
 *
 * The database is dumped before the files are copied, so every file row in the dump has its
 * bytes in the copy (a file uploaded meanwhile is only an unused extra). The embedded database
 * lives in one process: it is backed up and restored with the server stopped.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { MEMORY_DATABASE, type Config } from '../config.js';

const run = promisify(execFile);

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  files: number;
  fileBytes: number;
}

const MANIFEST = 'manifest.json';
const DUMPS = { pglite: 'database.tar.gz', postgres: 'database.pgdump' } as const;
const KEY_FILES = ['jwt-secret', 'settings-key'];

export class BackupError extends Error {}

const embeddedDir = (config: Config) => path.join(config.dataDir, 'pg');
const filesDir = (config: Config) => path.join(config.dataDir, 'files');

function databaseKind(config: Config): 'pglite' | 'postgres' {
  if (config.databaseUrl === MEMORY_DATABASE) throw new BackupError('An in-memory database has nothing to back up or restore.');
  return config.databaseUrl ? 'postgres' : 'pglite';
}

function assertEmbeddedClosed(config: Config): void {
  const pid = path.join(embeddedDir(config), 'postmaster.pid');
  if (existsSync(pid))
    throw new BackupError(`The embedded database is open (${pid}): stop Ledgerdesk first. If it crashed, start and stop it once.`);
}

async function openEmbedded(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir && { loadDataDir }) });
}

/** Every file below `dir`, as paths relative to it, with their total size. */
async function listFiles(dir: string): Promise<{ count: number; bytes: number }> {
  if (!existsSync(dir)) return { count: 0, bytes: 0 };
  let count = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    count += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { count, bytes };
}

/** pg_dump and pg_restore answer their own errors on stderr: the user sees those, not a stack. */
async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    const missing = (error as { code?: string }).code === 'ENOENT';
    throw new BackupError(
      missing ? `${tool} is not installed (Debian: apt-get install postgresql-client).` : `${tool} failed: ${stderr ?? String(error)}`,
    );
  }
}

export async function createBackup(config: Config, out: string): Promise<BackupManifest> {
  const database = databaseKind(config);
  if (existsSync(out) && (await readdir(out)).length > 0) throw new BackupError(`${out} is not empty: name a new directory.`);
  await mkdir(out, { recursive: true });
  const dump = path.join(out, DUMPS[database]);
  if (database === 'postgres') {
    await pgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`, `--dbname=${config.databaseUrl}`]);
  } else {
    assertEmbeddedClosed(config);
    const client = await openEmbedded(embeddedDir(config));
    try {
      await writeFile(dump, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
    } finally {
      await client.close();
    }
  }
  if (existsSync(filesDir(config))) await cp(filesDir(config), path.join(out, 'files'), { recursive: true });
  await mkdir(path.join(out, 'keys'));
  for (const key of KEY_FILES) {
    const file = path.join(config.dataDir, key);
    if (existsSync(file)) await cp(file, path.join(out, 'keys', key));
  }
  const files = await listFiles(path.join(out, 'files'));
  const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), database, files: files.count, fileBytes: files.bytes };
  await writeFile(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function readManifest(from: string): Promise<BackupManifest> {
  const text = await readFile(path.join(from, MANIFEST), 'utf8').catch(() => {
    throw new BackupError(`${from} is not a Ledgerdesk backup: it has no ${MANIFEST}.`);
  });
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1)
    throw new BackupError(`${from} is a backup of format ${String(manifest.format)}, which this version cannot read.`);
  return manifest;
}

async function assertEmptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if ((rows[0]?.n ?? 0) > 0) throw new BackupError('The database to restore into has tables: restore into a new, empty database.');
  } finally {
    await client.end();
  }
}

/** Restores into an empty DATA_DIR (and, for PostgreSQL, an empty database): never over live data. */
export async function restoreBackup(config: Config, from: string): Promise<BackupManifest> {
  const manifest = await readManifest(from);
  const database = databaseKind(config);
  if (database !== manifest.database)
    throw new BackupError(`This backup holds a ${manifest.database} database; the configuration names a ${database} one.`);
  const taken = [embeddedDir(config), filesDir(config), ...KEY_FILES.map((key) => path.join(config.dataDir, key))].filter((p) =>
    existsSync(p),
  );
  if (taken.length > 0)
    throw new BackupError(
      `DATA_DIR (${config.dataDir}) already holds data (${taken.map((p) => path.basename(p)).join(', ')}): restore into an empty one.`,
    );
  const dump = path.join(from, DUMPS[database]);
  if (database === 'postgres') {
    await assertEmptyPostgres(config.databaseUrl ?? '');
    await pgTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${config.databaseUrl}`,
      dump,
    ]);
  } else {
    await mkdir(config.dataDir, { recursive: true });
    try {
      const client = await openEmbedded(embeddedDir(config), new Blob([await readFile(dump)]));
      await client.close();
    } catch (error) {
      await rm(embeddedDir(config), { recursive: true, force: true });
      throw error;
    }
  }
  if (existsSync(path.join(from, 'files'))) await cp(path.join(from, 'files'), filesDir(config), { recursive: true });
  for (const key of KEY_FILES) {
    const file = path.join(from, 'keys', key);
    if (existsSync(file) && !existsSync(path.join(config.dataDir, key))) await cp(file, path.join(config.dataDir, key));
  }
  return manifest;
}
