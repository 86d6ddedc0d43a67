import { message, formatDate } from '@ledgerdesk/domain';
/**
 * Opening balances: one entry of source 'opening' per business, balanced against an equity
 * account. We use 'Opening balance equity' when the chart has one: it parks the difference where
 * the bookkeeper can see and clear it once the opening position is reconciled, instead of
 * silently changing the owner's capital. Without it, Owner's capital takes the difference: code
 * 3-1000 in the default Australian template (the account the charts module also names for
 * opening balances), else an equity account named for capital. Entering opening balances again
 * replaces the entry, so it never counts twice.
 */
import type { Cents, IsoDate, PostingLine } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { linesOfEntries } from './entries.repo.js';
import { LedgerErrors } from './ledger.errors.js';
import { businessInScope } from './ledger.scope.js';
import { cents, selectRows } from './ledger.sql.js';
import { loadEntry } from './journals.service.js';
import type { OpeningBalancesInput } from './journals.schema.js';
import { openLedger, postEntry, removeEntry, type PostedEntry } from './posting.service.js';

const OWNERS_CAPITAL_CODE = '3-1000';

export async function openingEquityAccount(db: Db, businessId: string): Promise<string | undefined> {
  const equity = await selectRows<{ id: string; code: string; name: string }>(
    db,
    sql`select a.id, a.code, a.name from accounts a join charts c on c.id = a.chart_id
        where c.business_id = ${businessId} and a.type = 'equity' and a.active and a.system_role is null order by a.code`,
  );
  const chosen =
    equity.find((a) => /opening\s*balance/i.test(a.name)) ??
    equity.find((a) => a.code === OWNERS_CAPITAL_CODE) ??
    equity.find((a) => /capital|funds introduced/i.test(a.name));
  return chosen?.id;
}

async function openingEntries(db: Db, businessId: string) {
  return selectRows<{ id: string; date: string }>(
    db,
    sql`select id, date::text as date from journal_entries where business_id = ${businessId} and source = 'opening' order by number`,
  );
}

export interface OpeningBalance {
  accountId: string;
  amount: Cents;
}

/** Replaces the business's opening entry with one holding `balances`; answers null when all are zero. */
export async function postOpeningBalances(
  tx: Db,
  input: { businessId: string; date: IsoDate; balances: readonly OpeningBalance[]; createdBy: string | null },
): Promise<PostedEntry | null> {
  await openLedger(tx, input.businessId);
  const equityId = await openingEquityAccount(tx, input.businessId);
  if (!equityId) throw LedgerErrors.missingAccount(message('ledger.noOpeningEquity'));
  const totals = new Map<string, Cents>();
  for (const b of input.balances) totals.set(b.accountId, (totals.get(b.accountId) ?? 0) + b.amount);
  const lines: PostingLine[] = [...totals]
    .filter(([, amount]) => amount !== 0)
    .map(([accountId, amount]) => ({ accountId, amount, taxCode: null, gst: 0 }));
  const difference = lines.reduce((sum, l) => sum + l.amount, 0);
  if (difference !== 0)
    lines.push({ accountId: equityId, amount: -difference, taxCode: null, gst: 0, description: 'Opening balance difference' });
  for (const previous of await openingEntries(tx, input.businessId)) await removeEntry(tx, previous.id);
  if (lines.length === 0) return null;
  return postEntry(tx, {
    businessId: input.businessId,
    date: input.date,
    source: 'opening',
    narration: 'Opening balances',
    lines,
    createdBy: input.createdBy,
  });
}

/**
 * Sets one account's opening balance (a bank account's, when it is added or changed) inside the
 * business's opening entry, keeping the others. Opening balances share one conversion date, so a
 * non-zero balance on another date is refused rather than moving everyone else's; a zero balance
 * only takes the account out, whatever date it names. Answers the entry, or null when none remains.
 */
export async function setAccountOpeningBalance(
  tx: Db,
  input: { businessId: string; accountId: string; amount: Cents; date: IsoDate; createdBy: string | null },
): Promise<PostedEntry | null> {
  await openLedger(tx, input.businessId);
  const [existing] = await openingEntries(tx, input.businessId);
  const lines = existing ? await linesOfEntries(tx, [existing.id]) : [];
  if (input.amount === 0 && !lines.some((l) => l.account_id === input.accountId)) return null;
  if (existing && input.amount !== 0 && existing.date !== input.date) {
    throw Errors.conflict(message('ledger.openingBalancesDate', { date: formatDate(existing.date) }));
  }
  const equityId = await openingEquityAccount(tx, input.businessId);
  const kept = lines
    .filter((l) => l.account_id !== input.accountId && l.account_id !== equityId)
    .map((l) => ({ accountId: l.account_id, amount: cents(l.amount) }));
  return postOpeningBalances(tx, {
    businessId: input.businessId,
    date: existing?.date ?? input.date,
    balances: [...kept, { accountId: input.accountId, amount: input.amount }],
    createdBy: input.createdBy,
  });
}

export async function enterOpeningBalances(ctx: AppContext, actor: AuthUser, businessId: string, input: OpeningBalancesInput) {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    await businessInScope(db, actor, businessId);
    const posted = await postOpeningBalances(db, { businessId, date: input.date, balances: input.balances, createdBy: actor.id });
    const entry = posted ? await loadEntry(db, posted.id) : null;
    await cmd.audit({
      action: 'opening_balances.entered',
      entity: 'business',
      entityId: businessId,
      after: { date: input.date, entry },
    });
    return { equityAccountId: (await openingEquityAccount(db, businessId)) ?? null, entry };
  });
}

export async function getOpeningBalances(ctx: AppContext, actor: AuthUser, businessId: string) {
  await businessInScope(ctx.db, actor, businessId);
  const [existing] = await openingEntries(ctx.db, businessId);
  return {
    equityAccountId: (await openingEquityAccount(ctx.db, businessId)) ?? null,
    entry: existing ? await loadEntry(ctx.db, existing.id) : null,
  };
}
