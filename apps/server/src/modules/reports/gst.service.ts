/**
 * GST summary (BAS labels) and GST detail (ACCOUNTING.md). Lines coded with a tax code count;
 * the GST account's own lines carry the code only to trace them and are left out, since the GST
 * is already on the line it came from. Every line here comes from a bank transaction or a
 * journal, so it is paid on its date: cash and accrual basis agree (the answer names the basis).
 * A business not registered for GST answers zeros with `registered: false`.
 */
import {
  gstSummary,
  isRevenue,
  TAX_CODES,
  type AccountSubtype,
  type AccountType,
  type GstDetailGroup,
  type GstDetailLine,
  type GstDetailReport,
  type GstLine,
  type GstSummaryLabels,
  type GstSummaryReport,
  type IsoDate,
  type ReportPeriod,
  type TaxCode,
} from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { readSnapshot } from '../../platform/db/command.js';
import { cents, selectRows, type DbNumber } from '../ledger/index.js';
import type { ReportBusiness, ResolvedReport } from './report-scope.js';
import { chartAccountsOf } from './trial-balance.load.js';

interface SumRow {
  account_id: string;
  tax_code: TaxCode;
  amount: DbNumber;
  gst: DbNumber;
}

/** Per account and tax code, the period's signed net and GST: the labels are linear, so sums suffice. */
async function loadGstLines(db: Db, businessId: string, periods: readonly ReportPeriod[]): Promise<GstLine[][]> {
  return readSnapshot(db, async (tx) => {
    const chart = (await chartAccountsOf(tx, businessId)).filter((a) => a.systemRole !== 'gst');
    const byId = new Map(chart.map((a) => [a.id, a]));
    const ids = chart.map((a) => a.id);
    const answer: GstLine[][] = [];
    for (const period of periods) {
      // account_id = any(...) lets the (business_id, account_id, date) index seek each account's range.
      const rows = await selectRows<SumRow>(
        tx,
        sql`select account_id, tax_code, sum(amount) as amount, sum(gst) as gst from journal_lines
            where business_id = ${businessId} and account_id = any(${sql.param(ids)}::uuid[])
              and date between ${period.from}::date and ${period.to}::date and tax_code is not null
            group by account_id, tax_code`,
      );
      answer.push(
        rows.flatMap((row) => {
          const account = byId.get(row.account_id);
          if (!account) return [];
          const line: GstLine = {
            date: period.from,
            paidOn: period.from,
            accountType: account.type,
            taxCode: row.tax_code,
            amount: cents(row.amount),
            gst: cents(row.gst),
          };
          if (account.subtype) line.accountSubtype = account.subtype;
          return [line];
        }),
      );
    }
    return answer;
  });
}

const pick = (labels: Record<string, number>): GstSummaryLabels => ({
  G1: labels.G1 ?? 0,
  G2: labels.G2 ?? 0,
  G3: labels.G3 ?? 0,
  G10: labels.G10 ?? 0,
  G11: labels.G11 ?? 0,
  '1A': labels['1A'] ?? 0,
  '1B': labels['1B'] ?? 0,
});

export async function computeGstSummaryReport(db: Db, business: ReportBusiness, r: ResolvedReport): Promise<GstSummaryReport> {
  const lines = business.gstRegistered ? await loadGstLines(db, business.id, r.periods) : r.periods.map(() => []);
  const summaries = r.periods.map((period, i) =>
    gstSummary(lines[i] ?? [], { period, basis: r.basis, registered: business.gstRegistered }),
  );
  const [main] = summaries;
  if (!main) throw new Error('a report always has its own period');
  const { G4, G5, G6, G7, G8, G9, G12, G13, G14, G15, G16, G17, G18, G19, G20 } = main.labels;
  return {
    type: 'gst-summary',
    from: r.from,
    to: r.to,
    compare: r.compare,
    periods: r.periods,
    registered: business.gstRegistered,
    basis: r.basis,
    method: main.method,
    labels: pick(main.labels),
    worksheet: { G4, G5, G6, G7, G8, G9, G12, G13, G14, G15, G16, G17, G18, G19, G20 },
    netGst: main.netGst,
    alternative: main.alternative,
    periodLabels: summaries.map((s) => pick(s.labels)),
  };
}

interface DetailRow {
  line_id: DbNumber;
  entry_id: string;
  date: IsoDate;
  source: string;
  contact: string | null;
  description: string;
  code: string;
  name: string;
  type: AccountType;
  subtype: AccountSubtype | null;
  tax_code: TaxCode;
  amount: DbNumber;
  gst: DbNumber;
}

const ORDER = new Map(TAX_CODES.map((code, i) => [code, i]));

export async function computeGstDetailReport(db: Db, business: ReportBusiness, r: ResolvedReport): Promise<GstDetailReport> {
  const rows = business.gstRegistered
    ? await selectRows<DetailRow>(
        db,
        sql`select l.id as line_id, l.entry_id, l.date::text as date, e.source, nullif(bt.payee, '') as contact,
              coalesce(nullif(l.description, ''), e.narration) as description, a.code, a.name, a.type, a.subtype, l.tax_code, l.amount, l.gst
            from journal_lines l
            join journal_entries e on e.id = l.entry_id
            join accounts a on a.id = l.account_id
            left join bank_transactions bt on bt.id = e.bank_transaction_id
            where l.business_id = ${business.id} and l.date between ${r.from}::date and ${r.to}::date
              and l.tax_code is not null and a.system_role is distinct from 'gst'
            order by l.date, e.number, l.id`,
      )
    : [];
  const groups = new Map<string, GstDetailGroup>();
  const excluded: GstDetailLine[] = [];
  for (const row of rows) {
    const direction = isRevenue(row.type) ? 'sale' : 'purchase';
    // Sales are credits: flipped so that a sale counts positive and a refund negative, as on the BAS.
    const sign = direction === 'sale' ? -1 : 1;
    const net = sign * cents(row.amount);
    const gst = sign * cents(row.gst);
    const line: GstDetailLine = {
      lineId: Number(row.line_id),
      entryId: row.entry_id,
      date: row.date,
      source: row.source,
      contact: row.contact,
      description: row.description,
      accountCode: row.code,
      accountName: row.name,
      gross: net + gst,
      gst,
      net,
    };
    if (row.tax_code === 'N-T') {
      excluded.push(line);
      continue;
    }
    const key = `${direction}:${row.tax_code}`;
    const group = groups.get(key) ?? { taxCode: row.tax_code, direction, lines: [], totals: { gross: 0, gst: 0, net: 0 } };
    group.lines.push(line);
    group.totals = { gross: group.totals.gross + line.gross, gst: group.totals.gst + gst, net: group.totals.net + net };
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort((a, b) =>
    a.direction === b.direction ? (ORDER.get(a.taxCode) ?? 0) - (ORDER.get(b.taxCode) ?? 0) : a.direction === 'sale' ? -1 : 1,
  );
  return {
    type: 'gst-detail',
    from: r.from,
    to: r.to,
    compare: r.compare,
    periods: [{ from: r.from, to: r.to }],
    registered: business.gstRegistered,
    basis: r.basis,
    groups: ordered,
    excluded,
    totals: ordered.reduce((t, g) => ({ gross: t.gross + g.totals.gross, gst: t.gst + g.totals.gst, net: t.net + g.totals.net }), {
      gross: 0,
      gst: 0,
      net: 0,
    }),
  };
}
