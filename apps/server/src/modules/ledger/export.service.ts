/** Ledger exports as text streams: hledger journal and CSV, checked against the caller's scope first. */
import type { AccountLanguage, LedgerExportFormat } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { csvEntries, csvHeader } from './export.csv.js';
import { hledgerEntries, hledgerHeader } from './export.hledger.js';
import { chartOfBusiness, entriesForExport, type ExportAccount, type ExportEntry } from './export.repo.js';
import { businessInScope } from './ledger.scope.js';

export interface ExportQuery {
  from?: string | undefined;
  to?: string | undefined;
}

export interface LedgerExport {
  fileName: string;
  contentType: string;
  chunks: AsyncIterable<string>;
}

/** Told the journal lines of each month once they are written out (an export job's progress). */
export type ExportProgress = (lines: number) => void;

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'ledger';

const FORMATS = {
  hledger: {
    suffix: '.journal',
    contentType: 'text/plain; charset=utf-8',
    header: (businessName: string, chart: ExportAccount[]) => hledgerHeader(businessName, chart),
    entries: (page: ExportEntry[], byId: Map<string, ExportAccount>) => hledgerEntries(page, byId),
  },
  csv: {
    suffix: '-ledger.csv',
    contentType: 'text/csv; charset=utf-8',
    header: (_name: string, _chart: ExportAccount[], language: AccountLanguage) => csvHeader(language),
    entries: (page: ExportEntry[], byId: Map<string, ExportAccount>, language: AccountLanguage) => csvEntries(page, byId, language),
  },
} as const;

export async function exportLedger(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  format: LedgerExportFormat,
  query: ExportQuery,
  language: AccountLanguage,
  progress?: ExportProgress,
): Promise<LedgerExport> {
  const business = await businessInScope(ctx.db, actor, businessId);
  const chart = await chartOfBusiness(ctx.db, businessId);
  const byId = new Map<string, ExportAccount>(chart.map((a) => [a.id, a]));
  const shape = FORMATS[format];
  async function* chunks() {
    yield shape.header(business.name, chart, language);
    for await (const page of entriesForExport(ctx.db, { businessId, ...query })) {
      yield shape.entries(page, byId, language);
      progress?.(page.reduce((sum, entry) => sum + entry.lines.length, 0));
    }
  }
  return { fileName: `${slug(business.name)}${shape.suffix}`, contentType: shape.contentType, chunks: chunks() };
}
