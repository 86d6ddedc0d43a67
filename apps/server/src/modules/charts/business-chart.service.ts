/**
 * Each business has its own chart, a copy of its brand's template (or of the default system
 * template when the brand names none). createBusiness makes it in the business's transaction;
 * a business that predates charts, or was inserted directly (demo seed, test factories), gets
 * its copy the first time anything asks for its chart.
 */
import type { AccountRole } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { auditedWrite } from '../../platform/db/command.js';
import * as accountsRepo from './accounts.repo.js';
import type { ChartTarget } from './accounts.service.js';
import { requireBusiness } from './business-access.js';
import * as repo from './charts.repo.js';

/** The chart's equity account that opening balances are posted against (Owner's capital in the default template). */
export const OPENING_BALANCE_CODE = '3-1000';

async function pickSource(db: Db, brandTemplateId: string | null): Promise<repo.ChartRow> {
  const brandTemplate = brandTemplateId ? await repo.findTemplate(db, brandTemplateId) : undefined;
  const source = brandTemplate ?? (await repo.findDefaultTemplate(db));
  if (!source) throw new Error('No chart-of-accounts template exists: ensureReferenceData must run at start-up.');
  return source;
}

/** The business's chart, created (with its accounts and an audit record) when it has none yet. */
export async function createBusinessChart(db: Db, businessId: string, actorId: string | null): Promise<repo.ChartRow> {
  const existing = await repo.findBusinessChart(db, businessId);
  if (existing) return existing;
  // A savepoint inside the caller's transaction, or a transaction of its own: chart and accounts land together.
  return auditedWrite(db, actorId === null ? null : { id: actorId }, async (write) => {
    const tx = write.db;
    const origin = await repo.findBusinessOrigin(tx, businessId);
    if (!origin) throw new Error(`business ${businessId} does not exist`);
    const source = await pickSource(tx, origin.brandTemplateId);
    const chart = await repo.insertBusinessChart(tx, businessId, origin.name, source.id);
    if (!chart) {
      const raced = await repo.findBusinessChart(tx, businessId);
      if (!raced) throw new Error(`chart of business ${businessId} vanished`);
      return raced;
    }
    const accountCount = await repo.copyAccounts(tx, source.id, chart.id);
    await write.audit({
      action: 'chart.created',
      entity: 'chart',
      entityId: chart.id,
      after: { kind: 'business', businessId, sourceChartId: source.id, accountCount },
    });
    return chart;
  });
}

/** The id of the business's chart (made on first use). The business must exist; scope is the caller's job. */
export async function getBusinessChartId(db: Db, businessId: string): Promise<string> {
  return (await createBusinessChart(db, businessId, null)).id;
}

/** The chart of a business in the actor's scope (404 outside it; 409 to change an archived one). */
export async function businessTarget(db: Db, actor: AuthUser, businessId: string, options: { write?: boolean } = {}): Promise<ChartTarget> {
  await requireBusiness(db, actor, businessId, options);
  return { chartId: await getBusinessChartId(db, businessId), businessId };
}

/** The business's account holding a system role: 'gst', 'retained_earnings', 'current_year_earnings' or 'suspense'. */
export async function findAccountByRole(db: Db, businessId: string, role: AccountRole): Promise<accountsRepo.AccountRow | undefined> {
  return accountsRepo.findAccountWithRole(db, await getBusinessChartId(db, businessId), role);
}

/** An account of the business's own chart, or undefined (an id from another chart is not found). */
export async function findBusinessAccount(db: Db, businessId: string, accountId: string): Promise<accountsRepo.AccountRow | undefined> {
  return accountsRepo.findAccount(db, await getBusinessChartId(db, businessId), accountId);
}

export async function findBusinessAccountByCode(db: Db, businessId: string, code: string): Promise<accountsRepo.AccountRow | undefined> {
  return accountsRepo.findAccountByCode(db, await getBusinessChartId(db, businessId), code);
}

/** Every account of the business's chart, active or not, by code. */
export async function listBusinessAccountRows(db: Db, businessId: string): Promise<accountsRepo.AccountRow[]> {
  return accountsRepo.allAccounts(db, await getBusinessChartId(db, businessId));
}

/**
 * Where an opening balance goes: the equity account coded 3-1000 (Owner's capital), else the
 * first equity account that is neither retained nor current-year earnings.
 */
export async function findOpeningBalanceAccount(db: Db, businessId: string): Promise<accountsRepo.AccountRow | undefined> {
  const rows = await listBusinessAccountRows(db, businessId);
  const equity = rows.filter(
    (a) => a.type === 'equity' && a.systemRole !== 'retained_earnings' && a.systemRole !== 'current_year_earnings',
  );
  return equity.find((a) => a.code === OPENING_BALANCE_CODE) ?? equity[0];
}
