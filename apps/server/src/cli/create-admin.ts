/**
 * Creates the first Super Admin of an installation (production has no demo users): the account
 * has no password until its owner follows the activation link, which is printed and mailed.
 *
 *   npm run create-admin -- --email admin@example.com [--first-name Ada] [--last-name Lovelace]
 */
import { parseCreateAdminArgs } from './create-admin.args.js';

async function main(): Promise<number> {
  const parsed = parseCreateAdminArgs(process.argv.slice(2));
  if (!parsed.ok) {
    process.stderr.write(`${parsed.message}\n`);
    return 2;
  }
  // Loaded only now, so a mistyped argument is answered at once, without opening the database.
  const { runCreateAdmin } = await import('./create-admin.command.js');
  return runCreateAdmin(parsed.args);
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`create-admin failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
