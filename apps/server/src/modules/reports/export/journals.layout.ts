/**
 * General journal, GST summary and detail, receipts and disbursements journals as presentation
 * rows. Journals list one row per line under a bold row per entry or group; the GST summary is
 * the BAS labels with one amount column per period.
 */
import {
  type CashJournalReport,
  formatDate,
  type GeneralJournalReport,
  GST_SUMMARY_LABELS,
  type GstDetailLine,
  type GstDetailReport,
  type GstSummaryReport,
  message,
  type MessageKey,
} from '@ledgerdesk/domain';
import { labelOf, periodLabel, type ReportColumn, type ReportColumnKey, type ReportRow, type Say } from './document.js';
import type { Layout } from './statements.layout.js';

/** The column keys the catalogue has a heading for ('reports.column.<key>'). */
type Headed = { [K in ReportColumnKey]: `reports.column.${K}` extends MessageKey ? K : never }[ReportColumnKey];

/** Columns headed in the reader's language by the catalogue's word for their key. */
const columnsOf = (say: Say) => {
  const heading = (key: Headed) => say(message(`reports.column.${key}`));
  return {
    text: (key: Headed): ReportColumn => ({ key, heading: heading(key), kind: 'text' }),
    amount: (key: Headed): ReportColumn => ({ key, heading: heading(key), kind: 'amount' }),
  };
};
const account = (code: string, name: string) => `${code} ${name}`;

export function generalJournalLayout(report: GeneralJournalReport, say: Say): Layout {
  const { text, amount } = columnsOf(say);
  const columns = [
    text('date'),
    text('number'),
    text('account'),
    text('description'),
    text('taxCode'),
    amount('debit'),
    amount('credit'),
    amount('gst'),
  ];
  const rows: ReportRow[] = [];
  for (const entry of report.entries) {
    rows.push({
      cells: [formatDate(entry.date), String(entry.number), entry.memo, entry.source, null, null, null, null],
      level: 0,
      style: 'heading',
    });
    for (const line of entry.lines) {
      rows.push({
        cells: [
          null,
          null,
          account(line.accountCode, line.accountName),
          line.description,
          line.taxCode,
          line.debit || null,
          line.credit || null,
          line.gst || null,
        ],
        level: 1,
        style: 'line',
      });
    }
  }
  rows.push({
    cells: [labelOf(say)('reports.row.total'), null, null, null, null, report.totals.debit, report.totals.credit, null],
    level: 0,
    style: 'total',
  });
  return { columns, rows };
}

export function gstSummaryLayout(report: GstSummaryReport, say: Say): Layout {
  const { text } = columnsOf(say);
  const columns: ReportColumn[] = [
    text('label'),
    text('description'),
    ...report.periods.map((period): ReportColumn => ({ key: 'amount', heading: periodLabel(period), kind: 'amount' })),
  ];
  const rows: ReportRow[] = GST_SUMMARY_LABELS.map((label) => ({
    cells: [label, say(message(`reports.row.bas.${label}`)), ...report.periodLabels.map((labels) => labels[label])],
    level: 0,
    style: 'line',
  }));
  const net = report.periodLabels.map((labels) => labels['1A'] - labels['1B']);
  // Plain '-': the PDF's Helvetica has no minus sign, and any column may be a refund.
  rows.push({ cells: ['1A-1B', labelOf(say)('reports.row.netGst'), ...net], level: 0, style: 'total' });
  return { columns, rows };
}

const detailRow = (line: GstDetailLine): ReportRow => ({
  cells: [
    formatDate(line.date),
    line.source,
    line.contact,
    line.description,
    account(line.accountCode, line.accountName),
    line.gross,
    line.gst,
    line.net,
  ],
  level: 1,
  style: 'line',
});

export function gstDetailLayout(report: GstDetailReport, say: Say): Layout {
  const { text, amount } = columnsOf(say);
  const label = labelOf(say);
  const columns = [
    text('date'),
    text('source'),
    text('contact'),
    text('description'),
    text('account'),
    amount('gross'),
    amount('gst'),
    amount('net'),
  ];
  const rows: ReportRow[] = [];
  const blank = [null, null, null, null] as const;
  for (const group of report.groups) {
    const direction = message(group.direction === 'sale' ? 'reports.row.sales' : 'reports.row.purchases');
    const title = say(message('reports.row.gstGroup', { taxCode: group.taxCode, direction }));
    rows.push({ cells: [title, ...blank, null, null, null], level: 0, style: 'heading' });
    rows.push(...group.lines.map(detailRow));
    const totalTitle = say(message('reports.row.totalOf', { what: title }));
    rows.push({ cells: [totalTitle, ...blank, group.totals.gross, group.totals.gst, group.totals.net], level: 0, style: 'total' });
  }
  if (report.excluded.length > 0) {
    rows.push({ cells: [label('reports.row.basExcluded'), ...blank, null, null, null], level: 0, style: 'heading' });
    rows.push(...report.excluded.map(detailRow));
  }
  rows.push({
    cells: [label('reports.row.total'), ...blank, report.totals.gross, report.totals.gst, report.totals.net],
    level: 0,
    style: 'total',
  });
  return { columns, rows };
}

/** One row per allocation; the receipt's or payment's own details on its first row only. */
export function cashJournalLayout(report: CashJournalReport, say: Say): Layout {
  const { text, amount } = columnsOf(say);
  const label = labelOf(say);
  const columns = [
    text('date'),
    text('number'),
    text('bankAccount'),
    text('contact'),
    text('reference'),
    text('account'),
    text('taxCode'),
    amount('net'),
    amount('gst'),
    amount('gross'),
  ];
  const rows: ReportRow[] = [];
  for (const row of report.rows) {
    const head = [
      formatDate(row.date),
      String(row.number),
      row.bankAccountName,
      row.contact,
      row.transfer ? [label('reports.row.transfer'), row.reference].filter(Boolean).join(' · ') : row.reference,
    ];
    row.allocations.forEach((allocation, i) => {
      rows.push({
        cells: [
          ...(i === 0 ? head : [null, null, null, null, null]),
          account(allocation.accountCode, allocation.accountName),
          allocation.taxCode,
          allocation.net,
          allocation.gst,
          allocation.gross,
        ],
        level: i === 0 ? 0 : 1,
        style: 'line',
      });
    });
  }
  rows.push({
    cells: [label('reports.row.totalsByAccount'), null, null, null, null, null, null, null, null, null],
    level: 0,
    style: 'heading',
  });
  for (const t of report.totalsByAccount) {
    rows.push({
      cells: [null, null, null, null, null, account(t.accountCode, t.accountName), null, t.net, t.gst, t.gross],
      level: 1,
      style: 'line',
    });
  }
  rows.push({
    cells: [label('reports.row.total'), null, null, null, null, null, null, report.totals.net, report.totals.gst, report.totals.gross],
    level: 0,
    style: 'total',
  });
  return { columns, rows };
}
