import { message } from '@ledgerdesk/domain';
/**
 * Bank accounts of a business: manual or online (behind a feed provider), each posting to an
 * asset account of subtype bank in the business's chart, made on the spot when none is named.
 * An opening balance is posted by the ledger (setAccountOpeningBalance) as a visible step of
 * the same command, so the account and its opening entry land together or not at all.
 */
import type { IsoDate } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command, type Command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { businessTarget, createChartAccount, findBusinessAccount, requireBusiness } from '../charts/index.js';
import { setAccountOpeningBalance } from '../ledger/index.js';
import { auditableBankAccount, presentBankAccount, presentBankFeed } from './bank-accounts.presenter.js';
import * as repo from './bank-accounts.repo.js';
import type {
  BankAccountDto,
  BankFeedDto,
  CreateBankAccountInput,
  FeedDetailsInput,
  UpdateBankAccountInput,
} from './bank-accounts.schema.js';
import { findProvider } from './bank-feeds.js';
import { nextBankCode } from './bank-codes.js';

const today = (): IsoDate => new Date().toISOString().slice(0, 10);

export async function listBankAccounts(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  status: 'active' | 'closed' | undefined,
): Promise<BankAccountDto[]> {
  await requireBusiness(ctx.db, actor, businessId);
  return (await repo.listBankAccounts(ctx.db, businessId, { status })).map(presentBankAccount);
}

export async function getBankAccount(ctx: AppContext, actor: AuthUser, businessId: string, id: string): Promise<BankAccountDto> {
  await requireBusiness(ctx.db, actor, businessId);
  return mustPresent(ctx.db, businessId, id);
}

/** The online accounts (the IOB tab): provider, status, last sync, consent expiry. */
export async function listBankFeeds(ctx: AppContext, actor: AuthUser, businessId: string): Promise<BankFeedDto[]> {
  await requireBusiness(ctx.db, actor, businessId);
  const rows = await repo.listBankAccounts(ctx.db, businessId, { kind: 'online' });
  return rows.flatMap((row) => presentBankFeed(row) ?? []);
}

async function mustPresent(db: Db, businessId: string, id: string): Promise<BankAccountDto> {
  const row = await repo.findBankAccountView(db, businessId, id);
  if (!row) throw Errors.notFound('Bank account');
  return presentBankAccount(row);
}

/** The named ledger account after checking it, or a new bank account in the chart. */
async function ledgerAccountFor(
  cmd: Command,
  actor: AuthUser,
  businessId: string,
  requested: string | undefined,
  name: string,
  selfId?: string,
): Promise<string> {
  if (!requested) {
    const target = await businessTarget(cmd.db, actor, businessId, { write: true });
    const code = nextBankCode(await repo.codesInBankRange(cmd.db, target.chartId));
    if (!code) throw Errors.conflict(message('banking.noFreeCode'));
    const created = await createChartAccount(cmd, target, {
      code,
      name,
      type: 'asset',
      subtype: 'bank',
      taxCode: 'N-T',
      description: '',
      active: true,
      systemRole: null,
    });
    return created.id;
  }
  const account = await findBusinessAccount(cmd.db, businessId, requested);
  if (!account) throw Errors.badRequest(message('banking.ledgerAccountOfChart'));
  if (account.type !== 'asset' || account.subtype !== 'bank')
    throw Errors.badRequest(message('banking.ledgerAccountNotBank', { code: account.code, name: account.name }));
  if (!account.active) throw Errors.badRequest(message('banking.ledgerAccountInactive', { code: account.code, name: account.name }));
  const other = await repo.bankAccountOnLedger(cmd.db, businessId, account.id, selfId);
  if (other)
    throw Errors.conflict(message('banking.ledgerAccountTaken', { code: account.code, name: account.name, bankAccount: other.name }));
  return account.id;
}

function connectFeed(
  kind: 'manual' | 'online',
  feed: FeedDetailsInput | undefined,
): Pick<repo.BankAccountInsert, 'provider' | 'connection'> {
  if (kind === 'manual') {
    if (feed) throw Errors.badRequest(message('banking.feedOnlineOnly'));
    return { provider: null, connection: null };
  }
  if (!feed) throw Errors.badRequest(message('banking.feedRequired'));
  const { provider: providerId, ...details } = feed;
  const connection = findProvider(providerId).connect(details, today());
  return { provider: providerId, connection: { ...connection } };
}

function assertOpening(balance: number, date: string | null): void {
  if (balance !== 0 && !date) throw Errors.badRequest(message('banking.openingDateRequired'));
}

export async function createBankAccount(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  input: CreateBankAccountInput,
): Promise<BankAccountDto> {
  assertOpening(input.openingBalance, input.openingDate);
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    await requireBusiness(db, actor, businessId, { write: true });
    const ledgerAccountId = await ledgerAccountFor(cmd, actor, businessId, input.ledgerAccountId, input.name);
    const row = await repo.insertBankAccount(db, {
      businessId,
      name: input.name,
      bsb: input.bsb,
      accountNumber: input.accountNumber,
      kind: input.kind,
      ledgerAccountId,
      openingBalance: input.openingBalance,
      openingDate: input.openingDate,
      ...connectFeed(input.kind, input.feed),
    });
    if (row.openingBalance !== 0 && row.openingDate) {
      await setAccountOpeningBalance(db, {
        businessId,
        accountId: ledgerAccountId,
        amount: row.openingBalance,
        date: row.openingDate,
        createdBy: actor.id,
      });
    }
    await cmd.audit({
      action: 'bank_account.created',
      entity: 'bank_account',
      entityId: row.id,
      after: auditableBankAccount(row),
    });
    return mustPresent(db, businessId, row.id);
  });
}

/** Moves the opening balance in the ledger when its amount, date or account changed. */
async function repostOpening(tx: Db, actor: AuthUser, before: repo.BankAccountRow, after: repo.BankAccountRow): Promise<void> {
  const moved = before.ledgerAccountId !== after.ledgerAccountId || before.openingDate !== after.openingDate;
  if (before.openingBalance !== 0 && before.openingDate && (moved || after.openingBalance === 0)) {
    await setAccountOpeningBalance(tx, {
      businessId: before.businessId,
      accountId: before.ledgerAccountId,
      amount: 0,
      date: before.openingDate,
      createdBy: actor.id,
    });
  }
  if (after.openingBalance !== 0 && after.openingDate && (moved || after.openingBalance !== before.openingBalance)) {
    await setAccountOpeningBalance(tx, {
      businessId: after.businessId,
      accountId: after.ledgerAccountId,
      amount: after.openingBalance,
      date: after.openingDate,
      createdBy: actor.id,
    });
  }
}

export async function updateBankAccount(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  id: string,
  input: UpdateBankAccountInput,
): Promise<BankAccountDto> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    await requireBusiness(db, actor, businessId, { write: true });
    const before = await repo.findBankAccount(db, businessId, id, { forUpdate: true });
    if (!before) throw Errors.notFound('Bank account');
    const { feed, ledgerAccountId, ...fields } = input;
    const changes: Partial<repo.BankAccountInsert> = { ...fields };
    if (ledgerAccountId && ledgerAccountId !== before.ledgerAccountId) {
      if ((await repo.countTransactions(db, id, { codedOnly: true })) > 0) {
        throw Errors.conflict(message('banking.ledgerAccountFixed'));
      }
      changes.ledgerAccountId = await ledgerAccountFor(cmd, actor, businessId, ledgerAccountId, before.name, id);
    }
    if (feed) Object.assign(changes, connectFeed(before.kind, feed));
    assertOpening(
      changes.openingBalance ?? before.openingBalance,
      changes.openingDate === undefined ? before.openingDate : changes.openingDate,
    );
    const after = await repo.updateBankAccount(db, id, changes);
    await repostOpening(db, actor, before, after);
    await cmd.audit({
      action: 'bank_account.updated',
      entity: 'bank_account',
      entityId: id,
      before: auditableBankAccount(before),
      after: auditableBankAccount(after),
    });
    return mustPresent(db, businessId, id);
  });
}

/** Only an account without transactions goes; one with history is closed instead (status 'closed'). */
export async function deleteBankAccount(ctx: AppContext, actor: AuthUser, businessId: string, id: string): Promise<void> {
  await command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    await requireBusiness(db, actor, businessId, { write: true });
    const before = await repo.findBankAccount(db, businessId, id, { forUpdate: true });
    if (!before) throw Errors.notFound('Bank account');
    if ((await repo.countTransactions(db, id)) > 0) throw Errors.conflict(message('banking.hasTransactions'));
    if (before.openingBalance !== 0 && before.openingDate) {
      await setAccountOpeningBalance(db, {
        businessId,
        accountId: before.ledgerAccountId,
        amount: 0,
        date: before.openingDate,
        createdBy: actor.id,
      });
    }
    await repo.deleteBankAccount(db, id);
    await cmd.audit({
      action: 'bank_account.deleted',
      entity: 'bank_account',
      entityId: id,
      before: auditableBankAccount(before),
    });
  });
}
