/**
 * The system chart-of-accounts template every practice starts with: an Australian small-business
 * chart in the usual 1-xxxx (assets) … 9-xxxx (other expenses) numbering. Reference data, not
 * demo data: it is ensured at every start-up, production included. Default tax codes follow
 * ACCOUNTING.md: income GST, bank and balance-sheet movements BAS excluded (N-T), capital
 * purchases CAP, payroll N-T, financial supplies GST-free.
 */
import type { AccountRole, AccountSubtype, AccountType, TaxCode } from '@ledgerdesk/domain';

export const DEFAULT_CHART_NAME = 'Australian small business';

export interface TemplateAccount {
  code: string;
  name: string;
  type: AccountType;
  subtype: AccountSubtype;
  taxCode: TaxCode;
  systemRole?: AccountRole;
  description?: string;
}

type Row = [code: string, name: string, taxCode: TaxCode, extra?: { role?: AccountRole; description?: string }];

const group = (type: AccountType, subtype: AccountSubtype, rows: Row[]): TemplateAccount[] =>
  rows.map(([code, name, taxCode, extra]) => ({
    code,
    name,
    type,
    subtype,
    taxCode,
    ...(extra?.role ? { systemRole: extra.role } : {}),
    ...(extra?.description ? { description: extra.description } : {}),
  }));

export const AU_SMALL_BUSINESS_CHART: readonly TemplateAccount[] = [
  ...group('asset', 'bank', [
    ['1-1110', 'Business cheque account', 'N-T'],
    ['1-1120', 'Business savings account', 'N-T'],
  ]),
  ...group('asset', 'current', [
    ['1-1180', 'Petty cash', 'N-T'],
    [
      '1-1190',
      'Transfer clearing',
      'N-T',
      {
        role: 'transfer_clearing',
        description: "Money moving between the business's own bank accounts; nets to zero once both sides are in.",
      },
    ],
    ['1-1200', 'Accounts receivable', 'N-T'],
    ['1-1210', 'Allowance for doubtful debts', 'N-T'],
    ['1-1300', 'Inventory', 'N-T'],
    ['1-1400', 'Prepayments', 'N-T'],
  ]),
  ...group('asset', 'fixed', [
    ['1-2100', 'Office equipment', 'CAP'],
    ['1-2110', 'Office equipment – accumulated depreciation', 'N-T'],
    ['1-2200', 'Computer equipment', 'CAP'],
    ['1-2210', 'Computer equipment – accumulated depreciation', 'N-T'],
    ['1-2300', 'Furniture and fittings', 'CAP'],
    ['1-2310', 'Furniture and fittings – accumulated depreciation', 'N-T'],
    ['1-2400', 'Motor vehicles', 'CAP'],
    ['1-2410', 'Motor vehicles – accumulated depreciation', 'N-T'],
    ['1-2500', 'Plant and equipment', 'CAP'],
    ['1-2510', 'Plant and equipment – accumulated depreciation', 'N-T'],
  ]),
  ...group('asset', 'non_current', [['1-3100', 'Goodwill', 'N-T']]),
  ...group('liability', 'current', [
    ['2-1100', 'Business credit card', 'N-T'],
    ['2-1200', 'Accounts payable', 'N-T'],
    ['2-1300', 'GST', 'N-T', { role: 'gst', description: 'GST collected on sales less GST paid on purchases.' }],
    ['2-1400', 'PAYG withholding payable', 'N-T'],
    ['2-1410', 'Superannuation payable', 'N-T'],
    ['2-1430', 'Accrued expenses', 'N-T'],
    ['2-1440', 'Income tax payable', 'N-T'],
    ['2-1500', 'Provision for annual leave', 'N-T'],
    ['2-1900', 'Suspense', 'N-T', { role: 'suspense', description: 'Amounts waiting to be identified and recoded.' }],
  ]),
  ...group('liability', 'non_current', [
    ['2-2100', 'Business loan', 'N-T'],
    ['2-2200', 'Hire purchase', 'N-T'],
    ['2-2300', 'Loans from directors', 'N-T'],
  ]),
  ...group('equity', 'other', [
    ['3-1000', "Owner's capital", 'N-T', { description: 'Money the owners put in, and opening balances.' }],
    ['3-1100', "Owner's drawings", 'N-T'],
    ['3-1200', 'Share capital', 'N-T'],
    ['3-8000', 'Retained earnings', 'N-T', { role: 'retained_earnings' }],
    ['3-9000', 'Current year earnings', 'N-T', { role: 'current_year_earnings' }],
  ]),
  ...group('income', 'other', [
    ['4-1000', 'Sales', 'GST'],
    ['4-1100', 'Fees and services income', 'GST'],
    ['4-1200', 'Consulting income', 'GST'],
    ['4-1300', 'GST-free sales', 'FRE'],
    ['4-1400', 'Export sales', 'EXP'],
  ]),
  ...group('cost_of_sales', 'direct_costs', [
    ['5-1000', 'Purchases', 'GST'],
    ['5-1100', 'Freight inwards', 'GST'],
    ['5-1200', 'Subcontractors', 'GST'],
    ['5-1300', 'Direct wages', 'N-T'],
    ['5-1400', 'Materials and supplies', 'GST'],
  ]),
  ...group('expense', 'other', [
    ['6-1000', 'Accounting fees', 'GST'],
    ['6-1010', 'Advertising and marketing', 'GST'],
    ['6-1020', 'Bank fees', 'FRE'],
    ['6-1030', 'Bad debts', 'GST'],
    ['6-1050', 'Computer and IT expenses', 'GST'],
    ['6-1070', 'Depreciation', 'N-T'],
    ['6-1090', 'Electricity and gas', 'GST'],
    ['6-1100', 'Entertainment', 'GST'],
    ['6-1110', 'ASIC and filing fees', 'FRE'],
    ['6-1120', 'Freight and courier', 'GST'],
    ['6-1130', 'General expenses', 'GST'],
    ['6-1140', 'Insurance', 'GST'],
    ['6-1150', 'Interest expense', 'FRE'],
    ['6-1160', 'Legal fees', 'GST'],
    ['6-1170', 'Merchant fees', 'GST'],
    ['6-1180', 'Motor vehicle – fuel', 'GST'],
    ['6-1190', 'Motor vehicle – registration', 'FRE'],
    ['6-1200', 'Motor vehicle – repairs and maintenance', 'GST'],
    ['6-1220', 'Parking and tolls', 'GST'],
    ['6-1240', 'Printing and stationery', 'GST'],
    ['6-1250', 'Rent', 'GST'],
    ['6-1260', 'Repairs and maintenance', 'GST'],
    ['6-1270', 'Subscriptions and memberships', 'GST'],
    ['6-1280', 'Software and cloud services', 'GST'],
    ['6-1290', 'Telephone and internet', 'GST'],
    ['6-1310', 'Travel – domestic', 'GST'],
    ['6-1320', 'Travel – international', 'FRE'],
    ['6-2000', 'Wages and salaries', 'N-T'],
    ['6-2010', 'Superannuation', 'N-T'],
    ['6-2020', 'Payroll tax', 'N-T'],
    ['6-2030', 'Workers compensation insurance', 'GST'],
  ]),
  ...group('other_income', 'other', [
    ['8-1000', 'Interest income', 'ITS'],
    ['8-1100', 'Dividends received', 'N-T'],
    ['8-1200', 'Government grants', 'N-T'],
    ['8-1300', 'Rental income', 'GST'],
    ['8-1500', 'Other income', 'GST'],
  ]),
  ...group('other_expense', 'other', [
    ['9-1000', 'Loss on sale of assets', 'N-T'],
    ['9-1100', 'Amortisation', 'N-T'],
    ['9-1300', 'Income tax expense', 'N-T'],
    ['9-1400', 'Fines and penalties', 'N-T'],
  ]),
];
