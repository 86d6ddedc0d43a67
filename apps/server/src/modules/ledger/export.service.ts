/** Ledger exports as text streams: hledger journal and CSV, checked against the caller's scope first. */
import type { AccountLanguage } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { csvEntries, csvHeader } from './export.csv.js';
import { hledgerEntries, hledgerHeader } from './export.hledger.js';
import { chartOfBusiness, entriesForExport, type ExportAccount } from './export.repo.js';
import { businessInScope } from './ledger.scope.js';

export interface ExportQuery {
  from?: string | undefined;
  to?: string | undefined;
}

export interface LedgerExport {
  fileName: string;
  chunks: AsyncIterable<string>;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'ledger';

async function prepare(ctx: AppContext, actor: AuthUser, businessId: string) {
  const business = await businessInScope(ctx.db, actor, businessId);
  const chart = await chartOfBusiness(ctx.db, businessId);
  return { business, chart, byId: new Map<string, ExportAccount>(chart.map((a) => [a.id, a])) };
}

export async function exportHledger(ctx: AppContext, actor: AuthUser, businessId: string, query: ExportQuery): Promise<LedgerExport> {
  const { business, chart, byId } = await prepare(ctx, actor, businessId);
  async function* chunks() {
    yield hledgerHeader(business.name, chart);
    for await (const page of entriesForExport(ctx.db, { businessId, ...query })) yield hledgerEntries(page, byId);
  }
  return { fileName: `${slug(business.name)}.journal`, chunks: chunks() };
}

export async function exportCsv(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  query: ExportQuery,
  language: AccountLanguage,
): Promise<LedgerExport> {
  const { business, byId } = await prepare(ctx, actor, businessId);
  async function* chunks() {
    yield csvHeader(language);
    for await (const page of entriesForExport(ctx.db, { businessId, ...query })) yield csvEntries(page, byId, language);
  }
  return { fileName: `${slug(business.name)}-ledger.csv`, chunks: chunks() };
}
