/**
 * Drill-down: the journal lines behind a figure. An account's lines for an account figure; for a
 * tax code or a BAS label, the taxed lines it sums (the GST account's tracing lines left out, as
 * in the BAS); for the balance sheet's earnings, the lines ACCOUNTING.md adds up.
 */
import {
  basLabelRules,
  BALANCE_SHEET_TYPES,
  TAX_CODES,
  type EarningsFigure,
  type GstSummaryLabel,
  type IsoDate,
  type ReportLine,
  type TaxCode,
  message,
} from '@ledgerdesk/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { cents, selectRows, type DbNumber } from '../ledger/index.js';

export interface LinesQuery {
  accountId?: string | undefined;
  taxCode?: TaxCode | undefined;
  label?: GstSummaryLabel | undefined;
  /** With S, the start of the financial year holding `to`; `from` does not apply. */
  earnings?: { figure: EarningsFigure; yearStart: IsoDate } | undefined;
  from: IsoDate;
  to: IsoDate;
  skip: number;
  limit: number;
}

interface Row {
  line_id: DbNumber;
  entry_id: string;
  entry_number: number;
  date: IsoDate;
  narration: string;
  source: string;
  account_id: string;
  code: string;
  name: string;
  tax_code: TaxCode | null;
  description: string | null;
  amount: DbNumber;
  gst: DbNumber;
  total_count: DbNumber;
  total_amount: DbNumber;
}

const isTaxCode = (value: string | null): value is TaxCode => value !== null && (TAX_CODES as readonly string[]).includes(value);

/** The lines a BAS label sums, as the domain's rules say: direction by account type, capital purchases by fixed assets. */
function ofLabel(label: GstSummaryLabel): SQL {
  const rules = basLabelRules(label).map((rule) => {
    const direction = rule.direction === 'sale' ? sql`a.type in ('income', 'other_income')` : sql`a.type not in ('income', 'other_income')`;
    const capital = sql`(a.type = 'asset' and a.subtype = 'fixed')`;
    const codes = sql.join(
      rule.codes.map((code) => sql`${code}`),
      sql`, `,
    );
    return sql`(${direction} and ${rule.capital ? capital : sql`not ${capital}`} and l.tax_code in (${codes}))`;
  });
  const gstOnly = label === '1A' || label === '1B' ? sql` and l.gst <> 0` : sql``;
  return sql`and a.system_role is distinct from 'gst' and (${sql.join(rules, sql` or `)})${gstOnly}`;
}

/**
 * Current-year earnings: profit-and-loss lines from S to T. Retained earnings: the retained
 * earnings account's own lines to T and every profit-and-loss line before S.
 */
function ofEarnings({ figure, yearStart }: { figure: EarningsFigure; yearStart: IsoDate }, to: IsoDate): SQL {
  const profitAndLoss = sql`a.type not in (${sql.join(
    BALANCE_SHEET_TYPES.map((type) => sql`${type}`),
    sql`, `,
  )})`;
  if (figure === 'currentYear') return sql`l.date between ${yearStart}::date and ${to}::date and ${profitAndLoss}`;
  return sql`l.date <= ${to}::date and (a.system_role = 'retained_earnings' or (${profitAndLoss} and l.date < ${yearStart}::date))`;
}

function matching(businessId: string, query: LinesQuery) {
  if (query.earnings) return sql`l.business_id = ${businessId} and ${ofEarnings(query.earnings, query.to)}`;
  const byAccount = query.accountId ? sql`and l.account_id = ${query.accountId}` : sql``;
  const byTaxCode = query.taxCode ? sql`and l.tax_code = ${query.taxCode} and a.system_role is distinct from 'gst'` : sql``;
  const byLabel = query.label ? ofLabel(query.label) : sql``;
  return sql`l.business_id = ${businessId} and l.date between ${query.from}::date and ${query.to}::date ${byAccount} ${byTaxCode} ${byLabel}`;
}

export async function reportLines(db: Db, businessId: string, query: LinesQuery) {
  if (!query.accountId && !query.taxCode && !query.label && !query.earnings) throw Errors.badRequest(message('reports.whichFigure'));
  const rows = await selectRows<Row>(
    db,
    sql`select l.id as line_id, l.entry_id, e.number as entry_number, l.date::text as date, e.narration, e.source, l.account_id,
          a.code, a.name, l.tax_code, l.description, l.amount, l.gst,
          count(*) over () as total_count, sum(l.amount) over () as total_amount
        from journal_lines l join journal_entries e on e.id = l.entry_id join accounts a on a.id = l.account_id
        where ${matching(businessId, query)}
        order by l.date, e.number, l.id
        offset ${query.skip} limit ${query.limit}`,
  );
  const data: ReportLine[] = rows.map((r) => ({
    lineId: Number(r.line_id),
    entryId: r.entry_id,
    entryNumber: r.entry_number,
    date: r.date,
    narration: r.narration,
    source: r.source,
    accountId: r.account_id,
    accountCode: r.code,
    accountName: r.name,
    taxCode: isTaxCode(r.tax_code) ? r.tax_code : null,
    description: r.description,
    amount: cents(r.amount),
    gst: cents(r.gst),
  }));
  const [first] = rows;
  const total = first ? Number(first.total_count) : query.skip > 0 ? await countLines(db, businessId, query) : 0;
  return { data, pagination: { skip: query.skip, limit: query.limit, total }, total: first ? cents(first.total_amount) : 0 };
}

/** Only when paging past the end, where the window functions had no row to ride on. */
async function countLines(db: Db, businessId: string, query: LinesQuery): Promise<number> {
  const [row] = await selectRows<{ n: DbNumber }>(
    db,
    sql`select count(*) as n from journal_lines l join accounts a on a.id = l.account_id
        where ${matching(businessId, query)}`,
  );
  return Number(row?.n ?? 0);
}
