/**
 * The trial balance (ACCOUNTING.md): load → compute → table. `to` defaults to today in
 * Australia; `from` to the start of the financial year holding `to`. Profit-and-loss lines
 * before `from` roll into retained earnings, which the domain's trialBalance does.
 */
import { financialYearStart, MissingRetainedEarningsError, trialBalance, type IsoDate } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { businessInScope } from '../ledger/index.js';
import { chartAccountsOf, loadAccountSums } from './trial-balance.load.js';
import { trialBalanceTable, type TrialBalanceTable } from './trial-balance.table.js';

const AUSTRALIAN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' });

export const todayInAustralia = (): IsoDate => AUSTRALIAN_DAY.format(new Date());

export function reportRange(query: { from?: IsoDate | undefined; to?: IsoDate | undefined }, financialYearStartMonth: number): { from: IsoDate; to: IsoDate } {
  const to = query.to ?? todayInAustralia();
  const from = query.from ?? financialYearStart(to, financialYearStartMonth);
  if (from > to) throw Errors.badRequest('The report starts after it ends: `from` must be on or before `to`.');
  return { from, to };
}

/** The report of a business already known to be in scope; the bench times this directly too. */
export async function computeTrialBalance(db: Db, businessId: string, range: { from: IsoDate; to: IsoDate }): Promise<TrialBalanceTable> {
  const { accounts, sums } = await db.transaction(
    async (tx) => {
      const chart = await chartAccountsOf(tx, businessId);
      return { accounts: chart, sums: await loadAccountSums(tx, businessId, chart.map((a) => a.id), range) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  try {
    return trialBalanceTable(trialBalance(accounts, sums), range);
  } catch (error) {
    if (error instanceof MissingRetainedEarningsError) throw Errors.conflict(error.message);
    throw error;
  }
}

export async function getTrialBalance(ctx: AppContext, actor: AuthUser, businessId: string, query: { from?: IsoDate | undefined; to?: IsoDate | undefined }) {
  const business = await businessInScope(ctx.db, actor, businessId);
  return computeTrialBalance(ctx.db, businessId, reportRange(query, business.financialYearStartMonth));
}
