/**
 * Accounts of one chart: the same rules for a template and for a business's chart. Codes and
 * system roles are unique per chart (checked first for a clear message; the unique indexes hold
 * against races). On a business's chart an account with postings, a system role or a bank
 * account behind it is protected: it can be renamed or deactivated, not deleted.
 */
import { ErrorCode, message, type Message } from '@ledgerdesk/domain';
import type { AccountSubtype, AccountType } from '@ledgerdesk/domain';
import type { Db } from '../../platform/db/client.js';
import type { Command } from '../../platform/db/command.js';
import { dbErrorInfo } from '../../platform/db/errors.js';
import { AppError, Errors } from '../../platform/errors.js';
import * as repo from './accounts.repo.js';
import { auditableAccount, presentAccount } from './charts.presenter.js';
import type { AccountDto, AccountListQuery, CreateAccountInput, UpdateAccountInput } from './charts.schema.js';

/** The chart being edited, and the business it belongs to (null for a template). */
export interface ChartTarget {
  chartId: string;
  businessId: string | null;
}

const SUBTYPE_TYPES: Record<AccountSubtype, readonly AccountType[] | undefined> = {
  bank: ['asset'],
  current: ['asset', 'liability'],
  fixed: ['asset'],
  non_current: ['asset', 'liability'],
  direct_costs: ['cost_of_sales'],
  other: undefined,
};

export function assertSubtypeFits(type: AccountType, subtype: AccountSubtype): void {
  const allowed = SUBTYPE_TYPES[subtype];
  if (allowed && !allowed.includes(type)) {
    throw Errors.badRequest(message('charts.subtypeMismatch', { subtype, allowed: allowed.join(' / '), type }));
  }
}

const codeTaken = (code: string, holder?: string) =>
  Errors.conflict(holder ? message('charts.codeTakenBy', { code, holder }) : message('charts.codeTaken', { code }));

const roleTaken = (role: string, holder: repo.AccountRow) =>
  Errors.conflict(message('charts.roleTaken', { role, code: holder.code, name: holder.name }));

/** A create or edit that raced another one past the checks still ends as a clear 409. */
export function translateAccountConflict(err: unknown, code: string | undefined): unknown {
  const constraint = dbErrorInfo(err)?.constraint;
  if (constraint === repo.ACCOUNT_CODE_CONSTRAINT) return codeTaken(code ?? '');
  if (constraint === repo.ACCOUNT_ROLE_CONSTRAINT) return Errors.conflict(message('charts.roleTakenRace'));
  return err;
}

async function assertFree(
  tx: Db,
  target: ChartTarget,
  fields: { code?: string | undefined; systemRole?: repo.AccountRow['systemRole'] | undefined },
  selfId?: string,
) {
  if (fields.code !== undefined) {
    const holder = await repo.findAccountByCode(tx, target.chartId, fields.code);
    if (holder && holder.id !== selfId) throw codeTaken(fields.code, holder.name);
  }
  if (fields.systemRole) {
    const holder = await repo.findAccountWithRole(tx, target.chartId, fields.systemRole);
    if (holder && holder.id !== selfId) throw roleTaken(fields.systemRole, holder);
  }
}

export async function listChartAccounts(db: Db, target: ChartTarget, query: AccountListQuery): Promise<AccountDto[]> {
  const rows = await repo.listAccounts(db, target.chartId, query, target.businessId);
  return rows.map(presentAccount);
}

export async function createChartAccount(cmd: Command, target: ChartTarget, input: CreateAccountInput): Promise<AccountDto> {
  assertSubtypeFits(input.type, input.subtype);
  await assertFree(cmd.db, target, input);
  const row = await repo.insertAccount(cmd.db, { chartId: target.chartId, ...input });
  await cmd.audit({
    action: 'account.created',
    entity: 'account',
    entityId: row.id,
    after: { chartId: target.chartId, ...auditableAccount(row) },
  });
  return presentAccount(row);
}

async function mustFind(tx: Db, target: ChartTarget, accountId: string): Promise<repo.AccountRow> {
  const row = await repo.findAccount(tx, target.chartId, accountId, { forUpdate: true });
  if (!row) throw Errors.notFound('Account');
  return row;
}

const protectedAccount = (said: Message) => new AppError(ErrorCode.ACCOUNT_PROTECTED, said);

export async function updateChartAccount(
  cmd: Command,
  target: ChartTarget,
  accountId: string,
  input: UpdateAccountInput,
): Promise<AccountDto> {
  const { db } = cmd;
  const before = await mustFind(db, target, accountId);
  const type = input.type ?? before.type;
  const subtype = input.subtype ?? before.subtype;
  assertSubtypeFits(type, subtype);
  await assertFree(db, target, input, before.id);
  if (target.businessId) {
    const bank = await repo.bankAccountUsing(db, before.id);
    if (bank && (type !== 'asset' || subtype !== 'bank')) {
      throw protectedAccount(message('charts.bankLedgerStaysBank', { bankAccount: bank.name }));
    }
    const role = input.systemRole === undefined ? before.systemRole : input.systemRole;
    if (role && input.active === false) {
      throw protectedAccount(message('charts.roleBeforeDeactivate', { role }));
    }
  }
  const row = await repo.updateAccount(db, before.id, input);
  await cmd.audit({
    action: 'account.updated',
    entity: 'account',
    entityId: row.id,
    before: { chartId: target.chartId, ...auditableAccount(before) },
    after: { chartId: target.chartId, ...auditableAccount(row) },
  });
  const hasPostings = target.businessId ? await repo.accountHasPostings(db, target.businessId, row.id) : false;
  return presentAccount({ ...row, hasPostings });
}

export async function deleteChartAccount(cmd: Command, target: ChartTarget, accountId: string): Promise<void> {
  const { db } = cmd;
  const before = await mustFind(db, target, accountId);
  if (before.systemRole) {
    throw protectedAccount(message('charts.roleBeforeDelete', { role: before.systemRole }));
  }
  if (target.businessId) {
    if (await repo.accountHasPostings(db, target.businessId, before.id)) throw protectedAccount(message('charts.hasPostings'));
    const bank = await repo.bankAccountUsing(db, before.id);
    if (bank) throw protectedAccount(message('charts.bankLedgerDelete', { bankAccount: bank.name }));
  }
  await repo.deleteAccount(db, before.id);
  await cmd.audit({
    action: 'account.deleted',
    entity: 'account',
    entityId: before.id,
    before: { chartId: target.chartId, ...auditableAccount(before) },
  });
}
