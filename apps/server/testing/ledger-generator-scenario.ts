/**
 * What a small Australian business's bank account sees in a month: sales with GST and some
 * GST-free, stock purchases, everyday expenses, rent, wages (BAS excluded), an occasional
 * computer bought with GST (CAP), a business loan drawn once and repaid monthly, interest
 * received and owner drawings. Each one is a bank transaction coded with the domain's
 * codingEntryLines, exactly as coding through the API posts it.
 */
import {
  addDays,
  addMonths,
  codingEntryLines,
  daysInMonth,
  parts,
  type CodingSplit,
  type IsoDate,
  type PostingLine,
} from '@ledgerdesk/domain';
import type { Random } from '../src/seed/random.js';
import type { GeneratorAccounts } from './ledger-generator-chart.js';

export interface PlannedEntry {
  date: IsoDate;
  source: 'bank' | 'manual' | 'opening';
  narration: string;
  payee: string;
  /** The bank amount, for bank entries. */
  amount: number;
  lines: PostingLine[];
}

const CUSTOMERS = ['Harbour Cafe', 'Nguyen Dental', 'Smith & Co', 'Tran Logistics', 'Blue Gum Bakery', 'Pham Electrical', 'Coastal Design'];
const SUPPLIERS = ['Officeworks', 'Bunnings', 'AGL Energy', 'Telstra', 'Caltex', 'Metro Wholesale', 'Reece Plumbing'];

type Kind = (month: IsoDate) => Omit<PlannedEntry, 'date'>;

function dayIn(month: IsoDate, random: Random): IsoDate {
  const { year, month: m } = parts(month);
  return addDays(month, random.int(0, daysInMonth(year, m) - 1));
}

export function createScenario(accounts: GeneratorAccounts, random: Random) {
  let invoice = 0;
  const bank = (narration: string, payee: string, splits: CodingSplit[]): Omit<PlannedEntry, 'date'> => {
    const amount = splits.reduce((sum, s) => sum + s.amount, 0);
    return {
      source: 'bank',
      narration,
      payee,
      amount,
      lines: codingEntryLines({ amount, bankLedgerAccountId: accounts.bank, gstAccountId: accounts.gst, splits }),
    };
  };
  const cents = (min: number, max: number) => random.int(min * 100, max * 100);

  const weighted: Array<[number, Kind]> = [
    [
      40,
      () =>
        bank(`Sale INV-${String(++invoice).padStart(6, '0')}`, random.pick(CUSTOMERS), [
          { accountId: accounts.sales, taxCode: 'GST', amount: cents(50, 5000) },
        ]),
    ],
    [
      5,
      () => bank('GST-free sale', random.pick(CUSTOMERS), [{ accountId: accounts.gstFreeSales, taxCode: 'FRE', amount: cents(20, 900) }]),
    ],
    [
      15,
      () => bank('Stock purchase', random.pick(SUPPLIERS), [{ accountId: accounts.purchases, taxCode: 'GST', amount: -cents(100, 3000) }]),
    ],
    [
      25,
      () =>
        bank('Expense', random.pick(SUPPLIERS), [{ accountId: random.pick(accounts.expenses), taxCode: 'GST', amount: -cents(10, 2000) }]),
    ],
    [10, () => bank('Wages', 'Payroll', [{ accountId: accounts.wages, taxCode: 'N-T', amount: -cents(1500, 4000) }])],
    [2, () => bank('Interest received', 'Bank', [{ accountId: accounts.interestIncome, taxCode: 'ITS', amount: cents(1, 60) }])],
    [3, () => bank('Computer purchase', 'JB Hi-Fi', [{ accountId: accounts.equipment, taxCode: 'CAP', amount: -cents(1000, 8000) }])],
  ];
  const totalWeight = weighted.reduce((sum, [w]) => sum + w, 0);
  const pickKind = (): Kind => {
    let roll = random.int(1, totalWeight);
    let picked = weighted[0]?.[1];
    for (const [w, kind] of weighted) {
      picked = kind;
      roll -= w;
      if (roll <= 0) break;
    }
    if (!picked) throw new Error('no entry kinds');
    return picked;
  };

  /** The month's entries in date order; `first` adds the opening position and the loan drawdown. */
  return function month(start: IsoDate, count: number, first: boolean): PlannedEntry[] {
    const planned: PlannedEntry[] = [];
    const add = (entry: Omit<PlannedEntry, 'date'>, date = dayIn(start, random)) => planned.push({ ...entry, date });
    if (first) {
      add(
        {
          source: 'opening',
          narration: 'Opening balances',
          payee: '',
          amount: 0,
          lines: [
            { accountId: accounts.bank, amount: 2_000_000 },
            { accountId: accounts.capital, amount: -2_000_000 },
          ],
        },
        start,
      );
      add(bank('Loan drawdown', 'Westpac', [{ accountId: accounts.loan, taxCode: 'N-T', amount: 5_000_000 }]));
    }
    add(bank('Rent', 'Harbour Property', [{ accountId: random.pick(accounts.expenses), taxCode: 'GST', amount: -330_000 }]));
    add(
      bank('Loan repayment', 'Westpac', [
        { accountId: accounts.loan, taxCode: 'N-T', amount: -100_000 },
        { accountId: accounts.interestExpense, taxCode: 'N-T', amount: -cents(150, 300) },
      ]),
    );
    add(bank('Owner drawings', 'Owner', [{ accountId: accounts.drawings, taxCode: 'N-T', amount: -cents(500, 3000) }]));
    if (parts(start).month === 6) {
      const amount = cents(100, 900);
      add(
        {
          source: 'manual',
          narration: 'Year-end reclassification',
          payee: '',
          amount: 0,
          lines: [
            { accountId: accounts.purchases, amount },
            { accountId: random.pick(accounts.expenses), amount: -amount },
          ],
        },
        addDays(addMonths(start, 1), -1),
      );
    }
    while (planned.length < count) add(pickKind()(start));
    return planned.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  };
}
