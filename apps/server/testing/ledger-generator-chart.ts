/**
 * The accounts the ledger generator posts to, found in a business's chart by the codes of the
 * default Australian template (src/seed/charts-au.ts), or by name when a chart numbers them
 * otherwise. A business without a chart gets a compact one with those codes.
 */
import { randomUUID } from 'node:crypto';
import type { AccountRole, AccountSubtype, AccountType } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/client.js';

export interface GeneratorAccounts {
  bank: string;
  gst: string;
  sales: string;
  gstFreeSales: string;
  interestIncome: string;
  purchases: string;
  expenses: string[];
  wages: string;
  interestExpense: string;
  equipment: string;
  loan: string;
  capital: string;
  drawings: string;
}

interface ChartRow {
  id: string;
  code: string;
  name: string;
  type: AccountType;
  system_role: AccountRole | null;
}

type Spec = [code: string, name: string, type: AccountType, subtype: AccountSubtype, taxCode: string, role?: AccountRole];

/** A subset of the default template, plus one name that needs cleaning on export (';', ':' and double spaces). */
export const COMPACT_CHART: readonly Spec[] = [
  ['1-1110', 'Business cheque account', 'asset', 'bank', 'N-T'],
  ['1-2200', 'Computer equipment', 'asset', 'fixed', 'CAP'],
  ['2-1300', 'GST', 'liability', 'current', 'N-T', 'gst'],
  ['2-2100', 'Business loan', 'liability', 'non_current', 'N-T'],
  ['3-1000', "Owner's capital", 'equity', 'other', 'N-T'],
  ['3-1100', "Owner's drawings", 'equity', 'other', 'N-T'],
  ['3-8000', 'Retained earnings', 'equity', 'other', 'N-T', 'retained_earnings'],
  ['3-9000', 'Current year earnings', 'equity', 'other', 'N-T', 'current_year_earnings'],
  ['4-1000', 'Sales', 'income', 'other', 'GST'],
  ['4-1300', 'GST-free sales', 'income', 'other', 'FRE'],
  ['5-1000', 'Purchases', 'cost_of_sales', 'direct_costs', 'GST'],
  ['6-1090', 'Electricity and gas', 'expense', 'other', 'GST'],
  ['6-1150', 'Interest expense', 'expense', 'other', 'FRE'],
  ['6-1180', 'Motor vehicle – fuel', 'expense', 'other', 'GST'],
  ['6-1250', 'Rent', 'expense', 'other', 'GST'],
  ['6-1260', 'Repairs  & maintenance; site: depot', 'expense', 'other', 'GST'],
  ['6-1290', 'Telephone and internet', 'expense', 'other', 'GST'],
  ['6-2000', 'Wages and salaries', 'expense', 'other', 'N-T'],
  ['8-1000', 'Interest income', 'other_income', 'other', 'ITS'],
];

export async function loadChart(db: Db, businessId: string): Promise<ChartRow[]> {
  const result = await db.execute(
    sql`select a.id, a.code, a.name, a.type, a.system_role from accounts a join charts c on c.id = a.chart_id
        where c.business_id = ${businessId} and a.active order by a.code`,
  );
  return result.rows as unknown as ChartRow[];
}

/** Gives the business the compact chart; answers its accounts. */
export async function createCompactChart(db: Db, businessId: string): Promise<ChartRow[]> {
  const chartId = randomUUID();
  await db.execute(sql`insert into charts (id, kind, name, business_id) values (${chartId}, 'business', 'Generated chart', ${businessId})`);
  const column = (i: number) => sql.param(COMPACT_CHART.map((row) => row[i] ?? null));
  await db.execute(sql`
    insert into accounts (chart_id, code, name, type, subtype, tax_code, system_role)
    select ${chartId}, code, name, type, subtype, tax_code, role
    from unnest(${column(0)}::text[], ${column(1)}::text[], ${column(2)}::text[], ${column(3)}::text[], ${column(4)}::text[], ${column(5)}::text[])
      as t(code, name, type, subtype, tax_code, role)`);
  return loadChart(db, businessId);
}

const EVERYDAY_EXPENSES = ['6-1090', '6-1180', '6-1250', '6-1260', '6-1290'];

function everydayExpenses(chart: readonly ChartRow[]): string[] {
  const byCode = chart.filter((a) => EVERYDAY_EXPENSES.includes(a.code));
  const picked =
    byCode.length > 0
      ? byCode
      : chart.filter((a) => a.type === 'expense' && !/wages|salar|interest|depreciation/i.test(a.name)).slice(0, 5);
  return picked.map((a) => a.id);
}

export function pickGeneratorAccounts(chart: readonly ChartRow[]): GeneratorAccounts {
  const missing: string[] = [];
  const find = (code: string, name: RegExp, type: AccountType): string => {
    const found = chart.find((a) => a.code === code) ?? chart.find((a) => a.type === type && name.test(a.name));
    if (!found) missing.push(`${code} (${name.source})`);
    return found?.id ?? '';
  };
  const gst = chart.find((a) => a.system_role === 'gst')?.id ?? find('2-1300', /^GST/i, 'liability');
  const accounts: GeneratorAccounts = {
    bank: find('1-1110', /cheque|bank/i, 'asset'),
    gst,
    sales: find('4-1000', /sales/i, 'income'),
    gstFreeSales: find('4-1300', /free/i, 'income'),
    interestIncome: find('8-1000', /interest/i, 'other_income'),
    purchases: find('5-1000', /purchases/i, 'cost_of_sales'),
    expenses: everydayExpenses(chart),
    wages: find('6-2000', /wages|salar/i, 'expense'),
    interestExpense: find('6-1150', /interest/i, 'expense'),
    equipment: find('1-2200', /equipment/i, 'asset'),
    loan: find('2-2100', /loan/i, 'liability'),
    capital: find('3-1000', /capital/i, 'equity'),
    drawings: find('3-1100', /drawings/i, 'equity'),
  };
  if (accounts.expenses.length === 0) missing.push('everyday expense accounts');
  if (missing.length > 0) throw new Error(`The chart lacks accounts the generator needs: ${missing.join(', ')}`);
  return accounts;
}

/** The business's chart accounts for the generator, making the compact chart when it has none. */
export async function prepareGeneratorAccounts(db: Db, businessId: string): Promise<GeneratorAccounts> {
  const chart = await loadChart(db, businessId);
  return pickGeneratorAccounts(chart.length > 0 ? chart : await createCompactChart(db, businessId));
}

/**
 * The bank account over the chart's bank account, for the generated bank transactions: the one
 * the business already has (a ledger account backs one bank account only), else a new manual one.
 */
export async function createGeneratorBankAccount(db: Db, businessId: string, ledgerAccountId: string): Promise<string> {
  const existing = await db.execute(
    sql`select id from bank_accounts where business_id = ${businessId} and ledger_account_id = ${ledgerAccountId} limit 1`,
  );
  const found = existing.rows[0]?.id;
  if (typeof found === 'string') return found;
  const id = randomUUID();
  await db.execute(sql`insert into bank_accounts (id, business_id, name, bsb, account_number, ledger_account_id)
    values (${id}, ${businessId}, 'Generated cheque account', '062-000', '12345678', ${ledgerAccountId})`);
  return id;
}
