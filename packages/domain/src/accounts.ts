/** Account classes (ACCOUNTING.md) and what follows from a class. */
export const ACCOUNT_TYPES = [
  'asset',
  'liability',
  'equity',
  'income',
  'other_income',
  'cost_of_sales',
  'expense',
  'other_expense',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_SUBTYPES = ['bank', 'current', 'fixed', 'non_current', 'direct_costs', 'other'] as const;
export type AccountSubtype = (typeof ACCOUNT_SUBTYPES)[number];

/** Accounts the ledger needs to find by purpose rather than by code. */
export const ACCOUNT_ROLES = ['gst', 'retained_earnings', 'current_year_earnings', 'suspense', 'transfer_clearing'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const BALANCE_SHEET_TYPES = ['asset', 'liability', 'equity'] as const satisfies readonly AccountType[];
const BALANCE_SHEET: ReadonlySet<AccountType> = new Set(BALANCE_SHEET_TYPES);
const CREDIT_NATURE: ReadonlySet<AccountType> = new Set(['liability', 'equity', 'income', 'other_income']);

export const isBalanceSheet = (type: AccountType): boolean => BALANCE_SHEET.has(type);
export const isProfitAndLoss = (type: AccountType): boolean => !BALANCE_SHEET.has(type);
/** Sales for GST: money earned. Everything else that carries a tax code is a purchase. */
export const isRevenue = (type: AccountType): boolean => type === 'income' || type === 'other_income';
/** Whether a positive figure on reports means a credit balance. */
export const isCreditNature = (type: AccountType): boolean => CREDIT_NATURE.has(type);

export interface LedgerAccount {
  id: string;
  code: string;
  name: string;
  type: AccountType;
  subtype?: AccountSubtype;
  systemRole?: AccountRole | null;
}

/** Tax codes only a sale carries (exports, input-taxed sales) and only a purchase carries (capital, input-taxed purchases). */
const SALE_ONLY_TAX_CODES: ReadonlySet<string> = new Set(['EXP', 'ITS']);
const PURCHASE_ONLY_TAX_CODES: ReadonlySet<string> = new Set(['CAP', 'INP']);

/**
 * Whether an account of `type` may take `taxCode` (ACCOUNTING.md, tax codes and BAS labels): a
 * sale's code on an income account, a purchase's code anywhere else, GST, FRE and N-T on any.
 */
export function taxCodeFitsAccount(type: AccountType, taxCode: string): boolean {
  if (SALE_ONLY_TAX_CODES.has(taxCode)) return isRevenue(type);
  if (PURCHASE_ONLY_TAX_CODES.has(taxCode)) return !isRevenue(type);
  return true;
}
