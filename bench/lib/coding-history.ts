/**
 * Coded bank history as Australian small businesses have it, for measuring learned suggestions:
 * real merchants with the accounts bookkeepers code them to, recurring bills at fixed amounts,
 * merchants whose account depends on the amount (Bunnings: repairs, or equipment over $1,000),
 * businesses that code a merchant their own way, and the description formats of the big four
 * banks. `noisy` rewrites held-out lines in another bank's format, truncated as statements do.
 */
import { createRandom, type Random } from '@ledgerdesk/server/testing';

interface Merchant {
  name: string;
  /** The account, or by amount: [threshold cents, below, at or above]. */
  account: string | [number, string, string];
  /** Dollars: a fixed amount recurs monthly; a range varies. */
  amount: number | [number, number];
  receive?: boolean;
  perMonth: number;
}

const MERCHANTS: Merchant[] = [
  { name: 'OFFICEWORKS', account: [80_000, '6-1240', '1-2200'], amount: [12, 1400], perMonth: 2 },
  { name: 'BUNNINGS WAREHOUSE', account: [100_000, '6-1260', '1-2500'], amount: [20, 2500], perMonth: 2 },
  { name: 'AGL ENERGY', account: '6-1090', amount: [180, 620], perMonth: 0.34 },
  { name: 'ORIGIN ENERGY', account: '6-1090', amount: [90, 300], perMonth: 0.34 },
  { name: 'TELSTRA CORP', account: '6-1290', amount: 89, perMonth: 1 },
  { name: 'OPTUS MOBILE', account: '6-1290', amount: 65, perMonth: 1 },
  { name: 'CALTEX', account: '6-1180', amount: [40, 140], perMonth: 3 },
  { name: 'AMPOL', account: '6-1180', amount: [40, 140], perMonth: 2 },
  { name: 'BP CONNECT', account: '6-1180', amount: [30, 120], perMonth: 1 },
  { name: 'LINKT SYDNEY', account: '6-1220', amount: [20, 90], perMonth: 1 },
  { name: 'WILSON PARKING', account: '6-1220', amount: [8, 45], perMonth: 2 },
  { name: 'XERO AUSTRALIA', account: '6-1280', amount: 70, perMonth: 1 },
  { name: 'MICROSOFT*365', account: '6-1280', amount: 16.5, perMonth: 1 },
  { name: 'ADOBE SYSTEMS', account: '6-1280', amount: 32.99, perMonth: 1 },
  { name: 'GOOGLE WORKSPACE', account: '6-1280', amount: 18, perMonth: 1 },
  { name: 'HARBOUR PROPERTY RENT', account: '6-1250', amount: 3300, perMonth: 1 },
  { name: 'ALLIANZ INSURANCE', account: '6-1140', amount: 240, perMonth: 1 },
  { name: 'QBE INSURANCE', account: '6-2030', amount: [300, 900], perMonth: 0.25 },
  { name: 'ASIC', account: '6-1110', amount: 310, perMonth: 0.09 },
  { name: 'QANTAS AIRWAYS', account: '6-1310', amount: [150, 900], perMonth: 0.5 },
  { name: 'VIRGIN AUSTRALIA', account: '6-1310', amount: [120, 700], perMonth: 0.3 },
  { name: 'UBER *TRIP', account: '6-1310', amount: [12, 70], perMonth: 2 },
  { name: 'UBER *EATS', account: '6-1100', amount: [25, 120], perMonth: 1.5 },
  { name: 'AUSTRALIA POST', account: '6-1120', amount: [8, 80], perMonth: 2 },
  { name: 'SENDLE', account: '6-1120', amount: [10, 60], perMonth: 1 },
  { name: 'METRO WHOLESALE', account: '5-1000', amount: [200, 4000], perMonth: 3 },
  { name: 'REECE PLUMBING', account: '5-1400', amount: [50, 1800], perMonth: 2 },
  { name: 'SQUARE AU FEES', account: '6-1170', amount: [15, 120], perMonth: 1 },
  { name: 'ACCOUNT FEE', account: '6-1020', amount: 10, perMonth: 1 },
  { name: 'AUSTRALIANSUPER', account: '6-2010', amount: [900, 2400], perMonth: 1 },
  { name: 'WAGES PAYROLL', account: '6-2000', amount: [6000, 14000], perMonth: 2 },
  { name: 'ATO PAYG', account: '2-1400', amount: [1500, 4000], perMonth: 1 },
  { name: 'SQUARE AU PAYOUT', account: '4-1000', amount: [300, 4000], receive: true, perMonth: 8 },
  { name: 'STRIPE PAYOUT', account: '4-1000', amount: [200, 3000], receive: true, perMonth: 4 },
  { name: 'HARBOUR CAFE', account: '4-1100', amount: [500, 3000], receive: true, perMonth: 1 },
  { name: 'NGUYEN DENTAL', account: '4-1200', amount: 1650, receive: true, perMonth: 1 },
  { name: 'INTEREST', account: '4-1300', amount: [1, 60], receive: true, perMonth: 1 },
];

/** Accounts a business may prefer instead of the usual one for a merchant. */
const PREFERENCES: Record<string, string> = {
  OFFICEWORKS: '6-1130',
  'UBER *EATS': '6-1130',
  'AUSTRALIA POST': '5-1100',
  'REECE PLUMBING': '6-1260',
  'WILSON PARKING': '6-1130',
};

const SUBURBS = ['SYDNEY', 'PARRAMATTA', 'CHATSWOOD', 'MARRICKVILLE', 'MELBOURNE', 'RICHMOND', 'BRISBANE', 'FORTITUDE VALLEY'];
const STATES = ['NSW', 'VIC', 'QLD'];

type Format = (merchant: string, date: string, random: Random) => string;
const dmy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const digits = (random: Random, n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');

/** How each bank writes a card purchase or a direct debit. */
const FORMATS: Format[] = [
  (m, d, r) => `${m} ${r.pick(SUBURBS)} ${r.pick(STATES)} AUS Card xx${digits(r, 4)} Value Date: ${dmy(d)}`,
  (m, _d, r) => `EFTPOS PURCHASE ${m} ${r.pick(SUBURBS)}`,
  (m, _d, r) => `VISA DEBIT PURCHASE CARD ${digits(r, 4)} ${m} ${r.pick(SUBURBS)}`,
  (m, _d, r) => `${m} ${digits(r, 4)} ${r.pick(SUBURBS)} AU`,
  (m, _d, r) => `DIRECT DEBIT ${digits(r, 9)} ${m}`,
];

export interface HistoryLine {
  business: number;
  month: number;
  description: string;
  payee: string;
  amount: number;
  accountCode: string;
}

function accountFor(merchant: Merchant, cents: number, prefers: boolean): string {
  if (prefers && PREFERENCES[merchant.name]) return PREFERENCES[merchant.name]!;
  if (typeof merchant.account === 'string') return merchant.account;
  const [threshold, below, above] = merchant.account;
  return Math.abs(cents) >= threshold ? above : below;
}

/** `businesses` businesses × `months` months of coded lines, deterministic for a seed. */
export function generateHistory(seed: number, businesses: number, months: number): HistoryLine[] {
  const random = createRandom(seed);
  const lines: HistoryLine[] = [];
  for (let business = 0; business < businesses; business++) {
    const merchants = MERCHANTS.filter(() => random.next() < 0.7);
    const format = random.pick(FORMATS);
    const prefers = random.next() < 0.3;
    for (let month = 0; month < months; month++) {
      const date = `20${23 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-15`;
      for (const merchant of merchants) {
        const count = Math.floor(merchant.perMonth) + (random.next() < merchant.perMonth % 1 ? 1 : 0);
        for (let i = 0; i < count; i++) {
          const dollars = typeof merchant.amount === 'number' ? merchant.amount : random.int(merchant.amount[0], merchant.amount[1]);
          const cents = Math.round(dollars * 100) * (merchant.receive ? 1 : -1);
          const description = merchant.receive
            ? `TRANSFER FROM ${merchant.name} ${digits(random, 6)}`
            : format(merchant.name, date, random);
          lines.push({ business, month, description, payee: '', amount: cents, accountCode: accountFor(merchant, cents, prefers) });
        }
      }
    }
  }
  return lines;
}

/** The same line as another bank writes it, cut where statements cut long descriptions. */
export function noisy(line: HistoryLine, random: Random): HistoryLine {
  const merchant = MERCHANTS.find((m) => line.description.includes(m.name))?.name ?? line.description;
  const description =
    line.amount > 0 ? line.description : random.pick(FORMATS)(merchant, '2025-01-15', random).slice(0, random.int(28, 40));
  return { ...line, description: random.next() < 0.5 ? description.toLowerCase() : description };
}
