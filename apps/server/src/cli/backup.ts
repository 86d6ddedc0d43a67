/**
 * Backs up or restores an installation (backup.command.ts), with the server's own configuration
 * (DATABASE_URL, DATA_DIR):
 *
 *   npm run backup [-- --out backups/2026-11-27]
 *   npm run restore -- backups/2026-11-27
 */
import path from 'node:path';
import { loadConfig } from '../config.js';
import { BackupError, createBackup, restoreBackup } from './backup.command.js';

/** npm runs workspace scripts in the workspace: paths the user typed are theirs, from where they typed them. */
const fromUser = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

async function main(): Promise<number> {
  const [action, ...args] = process.argv.slice(2);
  const config = loadConfig();
  if (action === 'backup') {
    const named = args[args.indexOf('--out') + 1];
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, 'Z');
    const out = fromUser(args.includes('--out') && named ? named : path.join('backups', `ledgerdesk-${stamp}`));
    const manifest = await createBackup(config, out);
    process.stdout.write(
      `Backed up the ${manifest.database} database and ${manifest.files} files (${manifest.fileBytes} bytes) to ${out}\n`,
    );
    return 0;
  }
  if (action === 'restore' && args[0]) {
    const from = fromUser(args[0]);
    const manifest = await restoreBackup(config, from);
    process.stdout.write(`Restored the backup of ${manifest.createdAt} (${manifest.files} files) into ${config.dataDir}\n`);
    return 0;
  }
  process.stderr.write('Usage: npm run backup [-- --out <directory>] | npm run restore -- <backup directory>\n');
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof BackupError ? error.message : error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
