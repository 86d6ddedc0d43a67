/** What create-admin does once its arguments are valid: open the database, create, print. */
import { Role } from '@ledgerdesk/domain';
import { loadConfig } from '../config.js';
import { createContext } from '../platform/bootstrap.js';
import type { AppContext } from '../platform/context.js';
import { command } from '../platform/db/command.js';
import { insertInvitedUser, issueActivation } from '../modules/auth/index.js';
import { findUserByEmail } from '../modules/users/index.js';
import type { CreateAdminArgs } from './create-admin.args.js';

class Refusal extends Error {}

async function createAdmin(ctx: AppContext, args: CreateAdminArgs) {
  // Run by whoever installs the server, not a user: the system acts.
  return command(ctx, null, async (cmd) => {
    if (await findUserByEmail(cmd.db, args.email)) throw new Refusal(`A user with the email ${args.email} already exists.`);
    const user = await insertInvitedUser(cmd.db, {
      email: args.email,
      roleId: Role.SuperAdmin,
      firstName: args.firstName,
      lastName: args.lastName,
    });
    if (!user) throw new Error('The user was not created.');
    await cmd.audit({
      action: 'user.created',
      entity: 'user',
      entityId: user.id,
      after: { email: user.email, roleId: user.roleId, firstName: user.firstName, lastName: user.lastName, via: 'create-admin' },
    });
    return { user, ...(await issueActivation(cmd, ctx, user)) };
  });
}

/** Answers the exit code: 0 created, 1 refused. */
export async function runCreateAdmin(args: CreateAdminArgs): Promise<number> {
  const config = loadConfig();
  const ctx = await createContext(config);
  try {
    const { user, link, mailed } = await createAdmin(ctx, args);
    const delivery = !mailed
      ? 'The mail could not be sent (see the log): hand the link over yourself.'
      : config.smtpUrl
        ? `The link was mailed to ${user.email}.`
        : `No SMTP_URL is set: the mail was written to ${config.dataDir}/outbox.`;
    process.stdout.write(`Super Admin ${user.email} created (id ${user.id}).\nActivation link, valid for 7 days:\n${link}\n${delivery}\n`);
    return 0;
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    process.stderr.write(`${err.message}\n`);
    return 1;
  } finally {
    await ctx.database.close();
  }
}
