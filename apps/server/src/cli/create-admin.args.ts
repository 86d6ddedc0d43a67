/** Command-line arguments of create-admin, checked before anything is opened. */
import { parseArgs } from 'node:util';
import { z } from 'zod';

export const USAGE = 'Usage: npm run create-admin -- --email admin@example.com [--first-name Ada] [--last-name Lovelace]';

export interface CreateAdminArgs {
  email: string;
  firstName: string;
  lastName: string;
}

export type ParsedArgs = { ok: true; args: CreateAdminArgs } | { ok: false; message: string };

const emailSchema = z.email();

export function parseCreateAdminArgs(argv: string[]): ParsedArgs {
  let values: { email?: string; 'first-name'?: string; 'last-name'?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    return { ok: false, message: `${err instanceof Error ? err.message : String(err)}\n${USAGE}` };
  }
  const email = values.email?.trim().toLowerCase();
  if (!email) return { ok: false, message: `--email is required.\n${USAGE}` };
  if (!emailSchema.safeParse(email).success) return { ok: false, message: `"${values.email}" is not a valid email address.\n${USAGE}` };
  const firstName = values['first-name']?.trim() ?? '';
  const lastName = values['last-name']?.trim() ?? '';
  if (firstName.length > 100 || lastName.length > 100) return { ok: false, message: 'Names are limited to 100 characters.' };
  return { ok: true, args: { email, firstName, lastName } };
}
