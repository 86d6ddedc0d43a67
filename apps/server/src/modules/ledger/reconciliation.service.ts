/**
 * Bank reconciliation (Xero's "Reconcile" tab): a bank account's statement balance at a date
 * against its ledger balance, the lines that explain the difference, and marking the account
 * reconciled up to that date once the two agree and every line is coded. A reconciled line
 * cannot be recoded or uncoded (here, in auto-coding and in find-and-recode, and by the
 * database's own trigger, migration 0013) until the reconciliation is undone.
 */
import {
  reconciliationDifference,
  type ReconcileInput,
  type ReconciliationDto,
  type ReconciliationQuery,
  message,
  formatDate,
  formatMoney,
} from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command, readSnapshot } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { businessInScope } from './ledger.scope.js';
import { openLedger } from './posting.service.js';
import * as repo from './reconciliation.repo.js';

async function mustFind(db: Db, businessId: string, bankAccountId: string, forUpdate = false): Promise<repo.ReconcilableAccount> {
  const account = await repo.findAccount(db, businessId, bankAccountId, forUpdate);
  if (!account) throw Errors.notFound('Bank account');
  return account;
}

/** The figures at `date`, with the statement balance typed or else taken from an import closing on that date. */
async function figuresAt(db: Db, businessId: string, account: repo.ReconcilableAccount, date: string, typed: number | undefined) {
  const [ledgerBalance, uncoded, unmatched, statements, history] = [
    await repo.ledgerBalance(db, businessId, account, date),
    await repo.uncodedLines(db, account, date),
    await repo.unmatchedLines(db, businessId, account, date),
    await repo.statementBalances(db, account),
    await repo.reconciliations(db, account),
  ];
  const imported = statements.find((s) => s.date === date);
  const statementBalance = typed ?? imported?.balance ?? null;
  const result = statementBalance === null ? null : reconciliationDifference({ statementBalance, ledgerBalance, uncoded, unmatched });
  return {
    bankAccountId: account.id,
    date,
    statementBalance,
    statementSource: typed !== undefined ? ('typed' as const) : imported ? ('import' as const) : null,
    ledgerBalance,
    difference: result?.difference ?? null,
    unexplained: result?.unexplained ?? null,
    reconciles: result?.reconciles ?? false,
    uncoded,
    unmatched,
    reconciledThrough: history[0]?.statementDate ?? null,
    statements,
    history,
  } satisfies ReconciliationDto;
}

export async function getReconciliation(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  bankAccountId: string,
  query: ReconciliationQuery,
): Promise<ReconciliationDto> {
  await businessInScope(ctx.db, actor, businessId);
  return readSnapshot(ctx.db, async (db) => {
    const account = await mustFind(db, businessId, bankAccountId);
    return figuresAt(db, businessId, account, query.date, query.statementBalance);
  });
}

export async function reconcile(ctx: AppContext, actor: AuthUser, businessId: string, bankAccountId: string, input: ReconcileInput) {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    await businessInScope(db, actor, businessId);
    // The ledger lock first, as coding takes it: no line is coded or uncoded while the figures are read.
    await openLedger(db, businessId);
    const account = await mustFind(db, businessId, bankAccountId, true);
    const figures = await figuresAt(db, businessId, account, input.statementDate, input.statementBalance);
    if (figures.reconciledThrough && input.statementDate <= figures.reconciledThrough)
      throw Errors.conflict(message('ledger.reconciledAlready', { date: formatDate(figures.reconciledThrough) }));
    if (figures.uncoded.count > 0)
      throw Errors.conflict(
        message('ledger.uncodedBeforeReconcile', { count: figures.uncoded.count, date: formatDate(input.statementDate) }),
      );
    if (!figures.reconciles)
      throw Errors.conflict(
        message('ledger.balanceDiffers', {
          statement: formatMoney(input.statementBalance),
          ledger: formatMoney(figures.ledgerBalance),
          difference: formatMoney(figures.difference ?? 0),
        }),
      );
    const id = await repo.insertReconciliation(db, {
      businessId,
      account,
      statementDate: input.statementDate,
      statementBalance: input.statementBalance,
      createdBy: actor.id,
    });
    const record = (await repo.reconciliations(db, account)).find((r) => r.id === id);
    if (!record) throw new Error('reconciliation not found after insert');
    await cmd.audit({
      action: 'bank_account.reconciled',
      entity: 'bank_account',
      entityId: account.id,
      after: {
        reconciliationId: id,
        statementDate: record.statementDate,
        statementBalance: record.statementBalance,
        lineCount: record.lineCount,
      },
    });
    return record;
  });
}

/** Undoes the account's latest reconciliation; an earlier one waits until the later ones are undone. */
export async function undoReconciliation(ctx: AppContext, actor: AuthUser, businessId: string, bankAccountId: string, id: string) {
  await command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    await businessInScope(db, actor, businessId);
    await openLedger(db, businessId);
    const account = await mustFind(db, businessId, bankAccountId, true);
    const history = await repo.reconciliations(db, account);
    const record = history.find((r) => r.id === id);
    if (!record) throw Errors.notFound('Reconciliation');
    const latest = history[0];
    if (latest && latest.id !== id)
      throw Errors.conflict(message('ledger.undoLaterReconciliation', { date: formatDate(latest.statementDate) }));
    await repo.deleteReconciliation(db, account, id);
    await cmd.audit({
      action: 'bank_account.unreconciled',
      entity: 'bank_account',
      entityId: account.id,
      before: {
        reconciliationId: id,
        statementDate: record.statementDate,
        statementBalance: record.statementBalance,
        lineCount: record.lineCount,
      },
    });
  });
}
