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
} from '@ledgerdesk/domain';
import { periodLabel, type ReportColumn, type ReportColumnKey, type ReportRow } from './document.js';
import type { Layout } from './statements.layout.js';

const text = (key: ReportColumnKey, heading: string): ReportColumn => ({ key, heading, kind: 'text' });
const amount = (key: ReportColumnKey, heading: string): ReportColumn => ({ key, heading, kind: 'amount' });
const account = (code: string, name: string) => `${code} ${name}`;

export function generalJournalLayout(report: GeneralJournalReport): Layout {
  const columns = [
    text('date', 'Date'),
    text('number', 'No.'),
    text('account', 'Account'),
    text('description', 'Description'),
    text('taxCode', 'Tax code'),
    amount('debit', 'Debit'),
    amount('credit', 'Credit'),
    amount('gst', 'GST'),
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
  rows.push({ cells: ['Total', null, null, null, null, report.totals.debit, report.totals.credit, null], level: 0, style: 'total' });
  return { columns, rows };
}

const BAS_LABELS: Record<(typeof GST_SUMMARY_LABELS)[number], string> = {
  G1: 'Total sales (including any GST)',
  G2: 'Export sales',
  G3: 'Other GST-free sales',
  G10: 'Capital purchases (including any GST)',
  G11: 'Non-capital purchases (including any GST)',
  '1A': 'GST on sales',
  '1B': 'GST on purchases',
};

export function gstSummaryLayout(report: GstSummaryReport): Layout {
  const columns = [
    text('label', 'Label'),
    text('description', 'Description'),
    ...report.periods.map((period) => amount('amount', periodLabel(period))),
  ];
  const rows: ReportRow[] = GST_SUMMARY_LABELS.map((label) => ({
    cells: [label, BAS_LABELS[label], ...report.periodLabels.map((labels) => labels[label])],
    level: 0,
    style: 'line',
  }));
  const net = report.periodLabels.map((labels) => labels['1A'] - labels['1B']);
  // Plain '-': the PDF's Helvetica has no minus sign, and any column may be a refund.
  rows.push({ cells: ['1A-1B', 'Net GST: payable, or refundable in brackets', ...net], level: 0, style: 'total' });
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

export function gstDetailLayout(report: GstDetailReport): Layout {
  const columns = [
    text('date', 'Date'),
    text('source', 'Source'),
    text('contact', 'Contact'),
    text('description', 'Description'),
    text('account', 'Account'),
    amount('gross', 'Gross'),
    amount('gst', 'GST'),
    amount('net', 'Net'),
  ];
  const rows: ReportRow[] = [];
  const blank = [null, null, null, null] as const;
  for (const group of report.groups) {
    const title = `${group.taxCode} — ${group.direction === 'sale' ? 'sales' : 'purchases'}`;
    rows.push({ cells: [title, ...blank, null, null, null], level: 0, style: 'heading' });
    rows.push(...group.lines.map(detailRow));
    rows.push({ cells: [`Total ${title}`, ...blank, group.totals.gross, group.totals.gst, group.totals.net], level: 0, style: 'total' });
  }
  if (report.excluded.length > 0) {
    rows.push({ cells: ['BAS excluded (N-T)', ...blank, null, null, null], level: 0, style: 'heading' });
    rows.push(...report.excluded.map(detailRow));
  }
  rows.push({ cells: ['Total', ...blank, report.totals.gross, report.totals.gst, report.totals.net], level: 0, style: 'total' });
  return { columns, rows };
}

/** One row per allocation; the receipt's or payment's own details on its first row only. */
export function cashJournalLayout(report: CashJournalReport): Layout {
  const columns = [
    text('date', 'Date'),
    text('number', 'No.'),
    text('bankAccount', 'Bank account'),
    text('contact', 'Contact'),
    text('reference', 'Reference'),
    text('account', 'Account'),
    text('taxCode', 'Tax code'),
    amount('net', 'Net'),
    amount('gst', 'GST'),
    amount('gross', 'Gross'),
  ];
  const rows: ReportRow[] = [];
  for (const row of report.rows) {
    const head = [
      formatDate(row.date),
      String(row.number),
      row.bankAccountName,
      row.contact,
      row.transfer ? `Transfer${row.reference ? ` · ${row.reference}` : ''}` : row.reference,
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
  rows.push({ cells: ['Totals by account', null, null, null, null, null, null, null, null, null], level: 0, style: 'heading' });
  for (const t of report.totalsByAccount) {
    rows.push({
      cells: [null, null, null, null, null, account(t.accountCode, t.accountName), null, t.net, t.gst, t.gross],
      level: 1,
      style: 'line',
    });
  }
  rows.push({
    cells: ['Total', null, null, null, null, null, null, report.totals.net, report.totals.gst, report.totals.gross],
    level: 0,
    style: 'total',
  });
  return { columns, rows };
}
