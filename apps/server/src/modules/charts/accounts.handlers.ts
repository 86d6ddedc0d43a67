/**
 * The account endpoints are the same for a template and for a business's chart; only how the
 * chart is found (and who may change it) differs. Each change is one command.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command, type Command } from '../../platform/db/command.js';
import { accountsCsv } from './chart-csv.js';
import { importChartAccounts } from './chart-import.service.js';
import { readChartCsv } from './chart-upload.js';
import {
  createChartAccount,
  deleteChartAccount,
  listChartAccounts,
  translateAccountConflict,
  updateChartAccount,
  type ChartTarget,
} from './accounts.service.js';
import type { AccountDto, AccountListQuery, CreateAccountInput, AccountImportSummary, UpdateAccountInput } from './charts.schema.js';

/** Finds the chart of a request: `write` asks for the checks a change needs. */
export type ResolveTarget = (db: Db, actor: AuthUser, ownerId: string, write: boolean) => Promise<ChartTarget>;

export function accountHandlers(ctx: AppContext, resolve: ResolveTarget) {
  const change = async <T>(actor: AuthUser, code: string | undefined, work: (cmd: Command) => Promise<T>): Promise<T> => {
    try {
      return await command(ctx, actor, work);
    } catch (err) {
      throw translateAccountConflict(err, code);
    }
  };

  return {
    async list(actor: AuthUser, ownerId: string, query: AccountListQuery) {
      const data = await listChartAccounts(ctx.db, await resolve(ctx.db, actor, ownerId, false), query);
      return { data, pagination: { skip: 0, limit: data.length, total: data.length } };
    },
    create(actor: AuthUser, ownerId: string, input: CreateAccountInput): Promise<AccountDto> {
      return change(actor, input.code, async (cmd) => createChartAccount(cmd, await resolve(cmd.db, actor, ownerId, true), input));
    },
    update(actor: AuthUser, ownerId: string, accountId: string, input: UpdateAccountInput): Promise<AccountDto> {
      return change(actor, input.code, async (cmd) =>
        updateChartAccount(cmd, await resolve(cmd.db, actor, ownerId, true), accountId, input),
      );
    },
    remove(actor: AuthUser, ownerId: string, accountId: string): Promise<void> {
      return change(actor, undefined, async (cmd) => deleteChartAccount(cmd, await resolve(cmd.db, actor, ownerId, true), accountId));
    },
    async exportCsv(actor: AuthUser, ownerId: string, reply: FastifyReply, fileName: string) {
      const rows = await listChartAccounts(ctx.db, await resolve(ctx.db, actor, ownerId, false), {});
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]+/g, '-')}.csv"`)
        .header('cache-control', 'no-store')
        .send(accountsCsv(rows));
    },
    async importCsv(actor: AuthUser, ownerId: string, request: FastifyRequest): Promise<AccountImportSummary> {
      // Scope and permission are settled before the upload is read.
      await resolve(ctx.db, actor, ownerId, true);
      const bytes = await readChartCsv(request);
      return change(actor, undefined, async (cmd) => importChartAccounts(cmd, await resolve(cmd.db, actor, ownerId, true), bytes));
    },
  };
}
