/**
 * Who the demo businesses pay and who pays them: Australian payees with how often they appear on
 * the cheque account's statement, how much (cents, drawn from the seeded random) and how a
 * bookkeeper codes them (account code and tax code of the default Australian chart). Pure data;
 * demo-statements.ts turns it into dated lines.
 */
import type { TaxCode } from '@ledgerdesk/domain';

export type When =
  | { every: 'month'; day: number; months?: readonly number[] }
  | { every: 'week'; weekday: number }
  | { every: 'fortnight'; weekday: number }
  | { every: 'year'; month: number; day: number }
  | { every: 'random'; perMonth: readonly [number, number] };

/** A share of the line's amount; the last split of a coding takes what the others leave. */
export interface SplitSpec {
  code: string;
  taxCode: TaxCode;
  share?: number;
}

export interface PayeeSpec {
  /** One of these is the payee of each line. */
  payees: readonly string[];
  /** What the bank prints: `{payee}` is the payee in capitals, each `#` a random digit. */
  description: string;
  reference?: string;
  when: When;
  money: 'in' | 'out';
  cents: readonly [number, number];
  coding: readonly SplitSpec[];
}

export type BooksProfile = 'bakery' | 'plumbing' | 'landscaping' | 'physio' | 'electrical';

/** Net pay each month: wages leave through the payroll provider's clearing account. */
export const WAGES: Record<BooksProfile, readonly [number, number]> = {
  bakery: [1_500_000, 1_950_000],
  plumbing: [910_000, 1_210_000],
  landscaping: [820_000, 1_080_000],
  physio: [1_340_000, 1_690_000],
  electrical: [1_040_000, 1_340_000],
};

const one = (code: string, taxCode: TaxCode): readonly SplitSpec[] => [{ code, taxCode }];
const monthly = (day: number, months?: readonly number[]): When => ({ every: 'month', day, ...(months && { months }) });
const random = (min: number, max: number): When => ({ every: 'random', perMonth: [min, max] });
const yearly = (month: number, day: number): When => ({ every: 'year', month, day });
const weekly = (every: 'week' | 'fortnight', weekday: number): When => ({ every, weekday });

type Cents = readonly [number, number];
const line =
  (money: 'in' | 'out') =>
  (
    payees: string | readonly string[],
    description: string,
    when: When,
    cents: Cents,
    coding: readonly SplitSpec[],
    reference?: string,
  ) => ({
    payees: typeof payees === 'string' ? [payees] : payees,
    description,
    when,
    money,
    cents,
    coding,
    ...(reference && { reference }),
  });
const pay = line('out');
const receive = line('in');

const OFFICE: readonly PayeeSpec[] = [
  pay('Telstra', 'TELSTRA BILL PAYMENT ########', monthly(12), [8_900, 18_900], one('6-1290', 'GST')),
  pay('AGL', 'AGL SALES PTY LTD DD ######', monthly(20, [2, 5, 8, 11]), [84_000, 216_000], one('6-1090', 'GST')),
  pay('Xero', 'XERO AUSTRALIA PTY LTD SUBSCRIPTION', monthly(3), [7_000, 7_000], one('6-1280', 'GST')),
  pay('Officeworks', 'OFFICEWORKS ####', random(0, 1), [2_500, 18_000], one('6-1240', 'GST')),
  pay('Bank', 'MONTHLY ACCOUNT KEEPING FEE', monthly(28), [1_000, 1_000], one('6-1020', 'FRE')),
  receive('Bank', 'INTEREST CREDIT', monthly(28, [3, 6, 9, 12]), [900, 7_200], one('8-1000', 'ITS')),
  pay('QBE Insurance', 'QBE INSURANCE PREMIUM ######', yearly(8, 14), [240_000, 390_000], one('6-1140', 'GST')),
  pay('ASIC', 'ASIC ANNUAL REVIEW FEE', yearly(10, 9), [31_000, 32_100], one('6-1110', 'FRE')),
  pay('Own savings account', 'TRANSFER TO SAVINGS ####', monthly(26, [3, 6, 9, 12]), [500_000, 1_200_000], one('1-1120', 'N-T')),
];

const VEHICLE: readonly PayeeSpec[] = [
  pay(['Caltex', 'Ampol', 'BP'], '{payee} ####', random(0, 2), [6_000, 14_500], one('6-1180', 'GST')),
  pay('Service NSW', 'SERVICE NSW REGO ######', yearly(9, 3), [84_000, 96_000], one('6-1190', 'FRE')),
];

const TRADE_CUSTOMERS = [
  'Bayview Real Estate',
  'K&L Strata Management',
  'Northside Builders',
  'M Chen',
  'R Patel',
  'Harbour Body Corporate',
];
const trade = (cents: Cents) => receive(TRADE_CUSTOMERS, 'PAYMENT FROM {payee}', random(2, 4), cents, one('4-1100', 'GST'), 'INV-4###');
/** What every trade business has: the office, a van, customers paying for jobs, Bunnings. */
const tradesman = (customers: Cents): PayeeSpec[] => [...OFFICE, ...VEHICLE, trade(customers), BUNNINGS];
const BUNNINGS = pay('Bunnings', 'BUNNINGS 6## WAREHOUSE', random(0, 2), [3_500, 48_000], one('5-1400', 'GST'));
const rent = (landlord: string, cents: number) =>
  pay(landlord, `RENT ${landlord.toUpperCase()}`, monthly(1), [cents, cents], one('6-1250', 'GST'));
/** Groceries are partly GST-free food and partly taxable goods: the bookkeeper splits them. */
const groceries: readonly SplitSpec[] = [
  { code: '5-1400', taxCode: 'FRE', share: 0.6 },
  { code: '5-1400', taxCode: 'GST' },
];
/** Bread is GST-free, coffee and cakes are not: each card settlement is split. */
const bakerySales: readonly SplitSpec[] = [
  { code: '4-1000', taxCode: 'GST', share: 0.55 },
  { code: '4-1300', taxCode: 'FRE' },
];

export const PROFILES: Record<BooksProfile, readonly PayeeSpec[]> = {
  bakery: [
    ...OFFICE,
    receive('Square', 'SQUARE AU SETTLEMENT ######', weekly('fortnight', 1), [1_800_000, 2_600_000], bakerySales),
    pay('Allied Pinnacle', 'ALLIED PINNACLE FLOUR DD ####', monthly(5), [360_000, 640_000], one('5-1000', 'FRE')),
    pay('Woolworths', 'WOOLWORTHS 3### SYDNEY', random(1, 2), [8_000, 42_000], groceries),
    rent('Bondi Property Group', 660_000),
  ],
  plumbing: [
    ...tradesman([150_000, 2_100_000]),
    pay('Reece Plumbing', 'REECE PLUMBING CENTRE ####', random(0, 2), [12_000, 180_000], one('5-1400', 'GST')),
    pay('J Morris Plumbing', 'J MORRIS PLUMBING SUBCONTRACT', monthly(15), [220_000, 480_000], one('5-1200', 'GST')),
    rent('Caringbah Storage Units', 185_000),
  ],
  landscaping: [
    ...tradesman([130_000, 1_900_000]),
    pay('Kennards Hire', 'KENNARDS HIRE ####', random(0, 1), [15_000, 95_000], one('5-1400', 'GST')),
    pay('Benedict Soils', 'BENEDICT RECYCLING SOILS', random(0, 2), [22_000, 140_000], one('5-1400', 'GST')),
    rent('Kurnell Industrial Estate', 240_000),
  ],
  // Physiotherapy is a GST-free health service.
  physio: [
    ...OFFICE,
    receive('HICAPS', 'HICAPS SETTLEMENT ######', weekly('fortnight', 2), [1_300_000, 2_000_000], one('4-1300', 'FRE')),
    receive('Medicare', 'MEDICARE BENEFITS ######', monthly(15), [60_000, 180_000], one('4-1300', 'FRE')),
    pay('Physio Supplies Australia', 'PHYSIO SUPPLIES AUST', random(0, 2), [8_000, 60_000], one('5-1400', 'GST')),
    pay('AHPRA', 'AHPRA REGISTRATION RENEWAL', yearly(11, 20), [44_000, 48_000], one('6-1270', 'FRE')),
    rent('Manly Medical Centre', 720_000),
  ],
  electrical: [
    ...tradesman([160_000, 2_300_000]),
    pay("Middy's Electrical", "MIDDY'S ELECTRICAL ####", random(0, 2), [14_000, 210_000], one('5-1400', 'GST')),
    pay('Sparky Bros Contracting', 'SPARKY BROS CONTRACTING', monthly(16), [360_000, 700_000], one('5-1200', 'GST')),
  ],
};
