/** Answers of the reports API for the component tests, shaped by the domain contract. */
import type { Business } from '../../businesses/api';
import type { ReportDataOf, ReportLine, ReportLock } from '@ledgerdesk/domain';

export const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';

export const business: Business = {
  id: BUSINESS_ID,
  name: 'Harbour Cafe',
  legalName: null,
  abn: null,
  clientId: 'c1',
  clientName: 'Harbour Group',
  clientCode: 'C-001',
  status: 'active',
  gstRegistered: true,
  gstBasis: 'accrual',
  basFrequency: 'quarterly',
  financialYearStartMonth: 7,
  lockDate: null,
  caseManagers: [],
  createdAt: '2025-01-01T00:00:00.000Z',
};

const SALES = '00000000-0000-4000-8000-00000000a001';
const RENT = '00000000-0000-4000-8000-00000000a002';
const REFUNDS = '00000000-0000-4000-8000-00000000a003';

const zeroTotals = {
  income: 0,
  costOfSales: 0,
  grossProfit: 0,
  expenses: 0,
  netOperatingProfit: 0,
  otherIncome: 0,
  otherExpense: 0,
  netProfit: 0,
};

/** FY2026 against FY2025: sales 12,345.67 (10,000.01), a refund of -250.05 in other income, rent 4,000.00 (3,500.00). */
export function profitAndLoss(
  from: string,
  to: string,
  compare: 'none' | 'previous-period' | 'previous-year',
): ReportDataOf<'profit-and-loss'> {
  const withCompare = compare !== 'none';
  const pick = (now: number, before: number) => (withCompare ? [now, before] : [now]);
  const current = {
    ...zeroTotals,
    income: 1234567,
    grossProfit: 1234567,
    expenses: 400000,
    netOperatingProfit: 834567,
    otherIncome: -25005,
    netProfit: 809562,
  };
  const previous = {
    ...zeroTotals,
    income: 1000001,
    grossProfit: 1000001,
    expenses: 350000,
    netOperatingProfit: 650001,
    netProfit: 650001,
  };
  return {
    type: 'profit-and-loss',
    from,
    to,
    compare,
    periods: withCompare
      ? [
          { from, to },
          { from: '2024-07-01', to: '2025-06-30' },
        ]
      : [{ from, to }],
    sections: {
      income: [{ accountId: SALES, code: '4-1000', name: 'Sales', amounts: pick(1234567, 1000001) }],
      costOfSales: [],
      expenses: [{ accountId: RENT, code: '6-2000', name: 'Rent', amounts: pick(400000, 350000) }],
      otherIncome: [{ accountId: REFUNDS, code: '4-9000', name: 'Refunds', amounts: pick(-25005, 0) }],
      otherExpense: [],
    },
    totals: current,
    periodTotals: withCompare ? [current, previous] : [current],
  };
}

const BANK = '00000000-0000-4000-8000-00000000a004';
const CAPITAL = '00000000-0000-4000-8000-00000000a005';

/** At `to`: bank 20,000.00 = capital 5,000.00 + retained 6,904.38 + current year 8,095.62. */
export function balanceSheet(from: string, to: string): ReportDataOf<'balance-sheet'> {
  const totals = { assets: 2000000, liabilities: 0, equity: 2000000, retainedEarnings: 690438, currentYearEarnings: 809562 };
  return {
    type: 'balance-sheet',
    from,
    to,
    compare: 'none',
    periods: [{ from, to }],
    assets: [{ accountId: BANK, code: '1-1110', name: 'Business cheque account', amounts: [2000000] }],
    liabilities: [],
    equity: [{ accountId: CAPITAL, code: '3-1000', name: 'Owner capital', amounts: [500000] }],
    totals,
    periodTotals: [totals],
  };
}

export const salesLines: ReportLine[] = [
  {
    lineId: 2,
    entryId: 'e2',
    entryNumber: 12,
    date: '2026-03-02',
    narration: 'Invoice 1002',
    source: 'bank',
    accountId: SALES,
    accountCode: '4-1000',
    accountName: 'Sales',
    taxCode: 'GST',
    description: null,
    amount: -500000,
    gst: -50000,
  },
  {
    lineId: 1,
    entryId: 'e1',
    entryNumber: 11,
    date: '2026-03-01',
    narration: 'Invoice 1001',
    source: 'bank',
    accountId: SALES,
    accountCode: '4-1000',
    accountName: 'Sales',
    taxCode: 'GST',
    description: null,
    amount: -734567,
    gst: -73457,
  },
];

export function lock(patch: Partial<ReportLock>): ReportLock {
  return {
    id: 'lock-1',
    businessId: BUSINESS_ID,
    type: 'profit-and-loss',
    from: '2025-07-01',
    to: '2026-06-30',
    status: 'waiting_approval',
    requestedById: 'u2',
    requestedByName: 'Binh Tran',
    requestedAt: '2026-07-02T03:04:00.000Z',
    decidedByName: null,
    decidedAt: null,
    reason: null,
    snapshot: null,
    warnings: null,
    mayDecide: false,
    ...patch,
  };
}
