/**
 * The reports answer of the API, declared once: the server validates and documents with it, the
 * web renders from it, and the PDF/XLSX/CSV exporters lay out the same data. Amounts are cents.
 * Comparison: `periods[0]` is the requested period, the others are comparison columns; every
 * `amounts`/`balances` array and every `periodTotals`/`periodLabels` array runs parallel to it.
 */
import { z } from 'zod';
import { isoDateSchema } from './dates.js';
import { ACCOUNT_TYPES } from '../accounts.js';
import { TAX_CODES } from '../ledger.js';

export const REPORT_TYPES = [
  'trial-balance',
  'profit-and-loss',
  'balance-sheet',
  'general-journal',
  'gst-summary',
  'gst-detail',
  'receipts-journal',
  'disbursements-journal',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_COMPARES = ['none', 'previous-period', 'previous-year'] as const;
export type ReportCompare = (typeof REPORT_COMPARES)[number];

export const REPORT_BASES = ['cash', 'accrual'] as const;
export type ReportBasis = (typeof REPORT_BASES)[number];

/** Also used by the report workflow contracts (report-workflow.ts). */
export const reportDate = isoDateSchema();
export const cents = z.number().int();

/** `from` defaults to the start of the financial year holding `to`; `to` to today in Australia; `basis` to the business's GST basis. */
export const reportQuerySchema = z.object({
  from: reportDate.optional(),
  to: reportDate.optional(),
  compare: z.enum(REPORT_COMPARES).default('none'),
  basis: z.enum(REPORT_BASES).optional(),
});
export type ReportQuery = z.input<typeof reportQuerySchema>;

export const reportPeriodSchema = z.object({ from: reportDate, to: reportDate }).register(z.globalRegistry, { id: 'ReportPeriod' });
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

/** What every report answer carries: its type, range and the columns it compares. */
const reportHead = {
  from: reportDate,
  to: reportDate,
  compare: z.enum(REPORT_COMPARES),
  periods: z.array(reportPeriodSchema).min(1),
};

/**
 * Bank lines with no coding yet, which no report can include: counted and summed (signed, money
 * in positive) over the lines the report would hold had they been coded — dated from `from` (null:
 * from the first, for a position such as a balance sheet) to `to`. Reports older than this field
 * (frozen snapshots) do not have it.
 */
export const uncodedLinesSchema = z
  .object({ count: z.number().int(), amount: cents, from: reportDate.nullable(), to: reportDate })
  .register(z.globalRegistry, { id: 'UncodedLines' });
export type UncodedLines = z.infer<typeof uncodedLinesSchema>;
const uncodedField = { uncoded: uncodedLinesSchema.optional() };

/** The reports that would hold coded bank lines, and so say how many are still uncoded. */
export const UNCODED_REPORT_TYPES = ['trial-balance', 'profit-and-loss', 'balance-sheet', 'gst-summary', 'gst-detail'] as const;

/** Debit and credit totals: a trial balance's (overall and per period) and a general journal's. */
const debitCreditSchema = z.object({ debit: cents, credit: cents }).register(z.globalRegistry, { id: 'DebitCreditTotals' });

// ── Trial balance ────────────────────────────────────────────────────────────────────────────

export const trialBalanceRowSchema = z
  .object({
    accountId: z.string(),
    code: z.string(),
    name: z.string(),
    type: z.enum(ACCOUNT_TYPES),
    /** Requested period: positive balances as debit, negative ones (absolute) as credit. */
    debit: cents,
    credit: cents,
    /** Signed balance (debit positive) per period. */
    balances: z.array(cents),
  })
  .register(z.globalRegistry, { id: 'TrialBalanceRow' });

export const trialBalanceReportSchema = z
  .object({
    type: z.literal('trial-balance'),
    ...reportHead,
    ...uncodedField,
    rows: z.array(trialBalanceRowSchema),
    totals: debitCreditSchema,
    periodTotals: z.array(debitCreditSchema),
  })
  .register(z.globalRegistry, { id: 'TrialBalanceReport' });
export type TrialBalanceReport = z.infer<typeof trialBalanceReportSchema>;

// ── Profit and loss ──────────────────────────────────────────────────────────────────────────

export const PROFIT_AND_LOSS_SECTIONS = ['income', 'costOfSales', 'expenses', 'otherIncome', 'otherExpense'] as const;
export type ProfitAndLossSectionKey = (typeof PROFIT_AND_LOSS_SECTIONS)[number];

/** A line of an account; `amounts` shown the natural way round (income and expenses positive when normal). */
export const reportAccountLineSchema = z
  .object({
    accountId: z.string(),
    code: z.string(),
    name: z.string(),
    amounts: z.array(cents),
  })
  .register(z.globalRegistry, { id: 'ReportAccountLine' });
export type ReportAccountLine = z.infer<typeof reportAccountLineSchema>;

export const profitAndLossTotalsSchema = z
  .object({
    income: cents,
    costOfSales: cents,
    grossProfit: cents,
    expenses: cents,
    netOperatingProfit: cents,
    otherIncome: cents,
    otherExpense: cents,
    netProfit: cents,
  })
  .register(z.globalRegistry, { id: 'ProfitAndLossTotals' });
export type ProfitAndLossTotals = z.infer<typeof profitAndLossTotalsSchema>;

export const profitAndLossReportSchema = z
  .object({
    type: z.literal('profit-and-loss'),
    ...reportHead,
    ...uncodedField,
    sections: z.object({
      income: z.array(reportAccountLineSchema),
      costOfSales: z.array(reportAccountLineSchema),
      expenses: z.array(reportAccountLineSchema),
      otherIncome: z.array(reportAccountLineSchema),
      otherExpense: z.array(reportAccountLineSchema),
    }),
    totals: profitAndLossTotalsSchema,
    periodTotals: z.array(profitAndLossTotalsSchema),
  })
  .register(z.globalRegistry, { id: 'ProfitAndLossReport' });
export type ProfitAndLossReport = z.infer<typeof profitAndLossReportSchema>;

// ── Balance sheet ────────────────────────────────────────────────────────────────────────────

export const balanceSheetTotalsSchema = z
  .object({
    assets: cents,
    liabilities: cents,
    equity: cents,
    retainedEarnings: cents,
    currentYearEarnings: cents,
  })
  .register(z.globalRegistry, { id: 'BalanceSheetTotals' });
export type BalanceSheetTotals = z.infer<typeof balanceSheetTotalsSchema>;

/** At `to` of each period (the balance sheet is a position, not a movement). */
export const balanceSheetReportSchema = z
  .object({
    type: z.literal('balance-sheet'),
    ...reportHead,
    ...uncodedField,
    assets: z.array(reportAccountLineSchema),
    liabilities: z.array(reportAccountLineSchema),
    /** Equity accounts other than retained earnings; retained and current-year earnings are in the totals. */
    equity: z.array(reportAccountLineSchema),
    totals: balanceSheetTotalsSchema,
    periodTotals: z.array(balanceSheetTotalsSchema),
  })
  .register(z.globalRegistry, { id: 'BalanceSheetReport' });
export type BalanceSheetReport = z.infer<typeof balanceSheetReportSchema>;

// ── GST ──────────────────────────────────────────────────────────────────────────────────────

export const GST_SUMMARY_LABELS = ['G1', 'G2', 'G3', 'G10', 'G11', '1A', '1B'] as const;
export type GstSummaryLabel = (typeof GST_SUMMARY_LABELS)[number];
export const GST_WORKSHEET_LABELS = [
  'G4',
  'G5',
  'G6',
  'G7',
  'G8',
  'G9',
  'G12',
  'G13',
  'G14',
  'G15',
  'G16',
  'G17',
  'G18',
  'G19',
  'G20',
] as const;

export const gstSummaryLabelsSchema = z
  .object({ G1: cents, G2: cents, G3: cents, G10: cents, G11: cents, '1A': cents, '1B': cents })
  .register(z.globalRegistry, { id: 'GstSummaryLabels' });
export type GstSummaryLabels = z.infer<typeof gstSummaryLabelsSchema>;
export const gstWorksheetSchema = z.record(z.enum(GST_WORKSHEET_LABELS), cents);

export const gstSummaryReportSchema = z
  .object({
    type: z.literal('gst-summary'),
    ...reportHead,
    ...uncodedField,
    /** A business not registered for GST answers zeros with `registered: false`. */
    registered: z.boolean(),
    basis: z.enum(REPORT_BASES),
    /** Where 1A and 1B come from: line GST (accounts) or the worksheet totals ÷ 11. */
    method: z.enum(['accounts', 'worksheet']),
    labels: gstSummaryLabelsSchema,
    worksheet: gstWorksheetSchema,
    /** 1A − 1B: payable when positive, refundable when negative. */
    netGst: cents,
    /** 1A and 1B by the other method, to show a difference of cents. */
    alternative: z.object({ '1A': cents, '1B': cents }),
    periodLabels: z.array(gstSummaryLabelsSchema),
  })
  .register(z.globalRegistry, { id: 'GstSummaryReport' });
export type GstSummaryReport = z.infer<typeof gstSummaryReportSchema>;

export const gstDetailLineSchema = z
  .object({
    lineId: z.number().int(),
    entryId: z.string(),
    date: reportDate,
    source: z.string(),
    contact: z.string().nullable(),
    description: z.string(),
    accountCode: z.string(),
    accountName: z.string(),
    /** Signed the way the BAS counts it: sales and purchases positive, refunds negative. */
    gross: cents,
    gst: cents,
    net: cents,
  })
  .register(z.globalRegistry, { id: 'GstDetailLine' });
export type GstDetailLine = z.infer<typeof gstDetailLineSchema>;

const amountsTotals = z.object({ gross: cents, gst: cents, net: cents }).register(z.globalRegistry, { id: 'GrossGstNet' });

export const gstDetailGroupSchema = z
  .object({
    taxCode: z.enum(TAX_CODES),
    direction: z.enum(['sale', 'purchase']),
    lines: z.array(gstDetailLineSchema),
    totals: amountsTotals,
  })
  .register(z.globalRegistry, { id: 'GstDetailGroup' });
export type GstDetailGroup = z.infer<typeof gstDetailGroupSchema>;

export const gstDetailReportSchema = z
  .object({
    type: z.literal('gst-detail'),
    ...reportHead,
    ...uncodedField,
    registered: z.boolean(),
    basis: z.enum(REPORT_BASES),
    groups: z.array(gstDetailGroupSchema),
    /** BAS excluded (N-T) lines stand apart from the groups. */
    excluded: z.array(gstDetailLineSchema),
    totals: amountsTotals,
  })
  .register(z.globalRegistry, { id: 'GstDetailReport' });
export type GstDetailReport = z.infer<typeof gstDetailReportSchema>;

// ── Journals ─────────────────────────────────────────────────────────────────────────────────

export const generalJournalLineSchema = z
  .object({
    accountId: z.string(),
    accountCode: z.string(),
    accountName: z.string(),
    debit: cents,
    credit: cents,
    taxCode: z.enum(TAX_CODES).nullable(),
    gst: cents,
    description: z.string().nullable(),
  })
  .register(z.globalRegistry, { id: 'GeneralJournalLine' });

export const generalJournalEntrySchema = z
  .object({
    id: z.string(),
    number: z.number().int(),
    date: reportDate,
    source: z.string(),
    memo: z.string(),
    lines: z.array(generalJournalLineSchema),
  })
  .register(z.globalRegistry, { id: 'GeneralJournalEntry' });
export type GeneralJournalEntry = z.infer<typeof generalJournalEntrySchema>;

export const generalJournalReportSchema = z
  .object({
    type: z.literal('general-journal'),
    ...reportHead,
    entries: z.array(generalJournalEntrySchema),
    totals: debitCreditSchema,
  })
  .register(z.globalRegistry, { id: 'GeneralJournalReport' });
export type GeneralJournalReport = z.infer<typeof generalJournalReportSchema>;

export const cashAllocationSchema = z
  .object({
    accountId: z.string(),
    accountCode: z.string(),
    accountName: z.string(),
    taxCode: z.enum(TAX_CODES).nullable(),
    net: cents,
    gst: cents,
    gross: cents,
  })
  .register(z.globalRegistry, { id: 'CashAllocation' });

/** One receipt (an entry debiting a bank account) or disbursement (crediting one); amounts positive. */
export const cashJournalRowSchema = z
  .object({
    entryId: z.string(),
    number: z.number().int(),
    date: reportDate,
    bankAccountId: z.string(),
    bankAccountName: z.string(),
    /** Payer of a receipt, payee of a disbursement. */
    contact: z.string().nullable(),
    reference: z.string().nullable(),
    /** Between the business's own bank accounts: it appears in both journals. */
    transfer: z.boolean(),
    allocations: z.array(cashAllocationSchema),
    gross: cents,
  })
  .register(z.globalRegistry, { id: 'CashJournalRow' });
export type CashJournalRow = z.infer<typeof cashJournalRowSchema>;

export const cashAccountTotalSchema = z
  .object({
    accountId: z.string(),
    accountCode: z.string(),
    accountName: z.string(),
    net: cents,
    gst: cents,
    gross: cents,
  })
  .register(z.globalRegistry, { id: 'CashAccountTotal' });

const cashJournalBody = {
  ...reportHead,
  rows: z.array(cashJournalRowSchema),
  totalsByAccount: z.array(cashAccountTotalSchema),
  totals: amountsTotals,
};

export const receiptsJournalReportSchema = z
  .object({ type: z.literal('receipts-journal'), ...cashJournalBody })
  .register(z.globalRegistry, { id: 'ReceiptsJournalReport' });
export const disbursementsJournalReportSchema = z
  .object({ type: z.literal('disbursements-journal'), ...cashJournalBody })
  .register(z.globalRegistry, { id: 'DisbursementsJournalReport' });
export type CashJournalReport = z.infer<typeof receiptsJournalReportSchema> | z.infer<typeof disbursementsJournalReportSchema>;

// ── Any report ───────────────────────────────────────────────────────────────────────────────

export const reportDataSchema = z
  .discriminatedUnion('type', [
    trialBalanceReportSchema,
    profitAndLossReportSchema,
    balanceSheetReportSchema,
    generalJournalReportSchema,
    gstSummaryReportSchema,
    gstDetailReportSchema,
    receiptsJournalReportSchema,
    disbursementsJournalReportSchema,
  ])
  .register(z.globalRegistry, { id: 'ReportData' });
export type ReportData = z.infer<typeof reportDataSchema>;
export type ReportDataOf<T extends ReportType> = Extract<ReportData, { type: T }>;
