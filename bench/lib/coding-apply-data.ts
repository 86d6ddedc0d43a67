/**
 * The apply bench's world: 500 merchants, a bank feed of one business that pays and is paid by
 * them (descriptions as banks write them, the payee filled on half the lines, a few lines from
 * nobody any rule knows), and 500 active auto-post rules a practice would have written for them.
 */
import { sql } from 'drizzle-orm';
import type { ConditionGroup } from '@ledgerdesk/domain';
import type { Db } from './coding-db.js';

const PLACES = [
  'Harbour',
  'Coastal',
  'Blue Gum',
  'Southern',
  'Metro',
  'Redgum',
  'Parkside',
  'Northside',
  'Bayview',
  'Hilltop',
  'Riverbend',
  'Westfield',
  'Golden',
  'Ironbark',
  'Wattle',
  'Summit',
  'Lakeside',
  'Kingsway',
  'Eastgate',
  'Seaview',
  'Pioneer',
  'Highland',
  'Orchard',
  'Granite',
  'Saltbush',
];
const TRADES = [
  'Cafe',
  'Plumbing',
  'Electrical',
  'Printing',
  'Fuel',
  'Telecom',
  'Energy',
  'Hardware',
  'Stationery',
  'Bakery',
  'Logistics',
  'Cleaning',
  'Insurance',
  'Rentals',
  'Software',
  'Catering',
  'Legal',
  'Dental',
  'Couriers',
  'Wholesale',
];
const STYLES = ['CARD PURCHASE', 'DIRECT DEBIT', 'EFTPOS', 'BPAY', 'DIRECT CREDIT'];

export const MERCHANTS = PLACES.flatMap((place) => TRADES.map((trade) => `${place} ${trade}`));

/**
 * `count` uncoded lines spread over a year: merchant, style, amount and payee follow the line's
 * number; one line in twenty is from an unknown payee. DIRECT CREDIT lines are refunds (positive).
 */
export async function insertBankFeed(db: Db, business: { id: string; bankAccountId: string }, count: number, from: string) {
  await db.execute(sql`
    insert into bank_transactions (business_id, bank_account_id, date, description, reference, payee, amount)
    select ${business.id}, ${business.bankAccountId}, ${from}::date + (i % 365),
      style || ' ' || upper(merchant) || ' ' || lpad((i % 9973)::text, 4, '0') || ' AU',
      'REF' || lpad(i::text, 8, '0'),
      case when i % 2 = 0 then merchant else '' end,
      case when style = 'DIRECT CREDIT' then 1 else -1 end * (500 + (i::bigint * 7919) % 250000)
    from generate_series(1, ${count}::int) as i,
      lateral (select case when i % 20 = 0 then 'Sundry ' || (i % 89)::text
                           else (${sql.param(MERCHANTS)}::text[])[1 + (i * 31) % ${MERCHANTS.length}] end as merchant,
                      (${sql.param(STYLES)}::text[])[1 + (i / 3) % ${STYLES.length}] as style) m`);
}

/** Account codes a trade's lines go to, by TRADES index (the chart's expense and purchase codes, repeated). */
export type TradeAccounts = readonly string[];

type Scope = { kind: 'practice' } | { kind: 'brand'; brandId: string } | { kind: 'business'; businessId: string; bankAccountIds: [] };

const text = (field: 'description' | 'payee', op: 'contains' | 'startsWith' | 'equals', value: string) => ({ field, op, value });

/** Rule i's conditions: mostly "the description names the merchant", with payee, amount and nested variants. */
function conditionsFor(i: number, merchant: string): ConditionGroup {
  const names: ConditionGroup = {
    match: 'any',
    conditions: [text('description', 'contains', merchant.toUpperCase()), text('payee', 'equals', merchant)],
  };
  switch (i % 10) {
    case 6:
      return names;
    case 7:
      return { match: 'all', conditions: [text('description', 'startsWith', 'CARD PURCHASE'), text('description', 'contains', merchant)] };
    case 8:
      return {
        match: 'all',
        conditions: [
          names,
          {
            match: 'any',
            conditions: [
              {
                match: 'all',
                conditions: [
                  { field: 'amount', op: 'between', min: -300_000, max: -1 },
                  { field: 'weekday', op: 'lte', value: 7 },
                ],
              },
              { field: 'direction', op: 'equals', value: 'receive' },
            ],
          },
        ],
      };
    default:
      return { match: 'all', conditions: [text('description', 'contains', merchant)] };
  }
}

/**
 * 500 active auto-post rules, one a merchant: 350 the business's own, 100 its brand's, 50 the
 * practice's. One rule in ten splits the line 30 % / the rest.
 */
export function ruleBodies(scopes: { business: Scope; brand: Scope; practice: Scope }, accounts: TradeAccounts) {
  const codeFor = (i: number) => accounts[i % accounts.length] ?? '';
  return MERCHANTS.map((merchant, i) => {
    const account = codeFor(i % TRADES.length);
    const remainder = { kind: 'remainder' as const };
    const splits =
      i % 10 === 9
        ? [
            { accountCode: account, taxCode: null, share: { kind: 'percent' as const, basisPoints: 3_000 }, description: 'Private share' },
            { accountCode: codeFor((i + 1) % TRADES.length), taxCode: null, share: remainder, description: null },
          ]
        : [{ accountCode: account, taxCode: null, share: remainder, description: null }];
    return {
      name: `${merchant} (${i})`,
      mode: 'autopost',
      status: 'active',
      scope: i < 350 ? scopes.business : i < 450 ? scopes.brand : scopes.practice,
      conditions: conditionsFor(i, merchant),
      actions: { splits, payee: merchant, memo: null, internalTransfer: false, contractorPayment: false },
    };
  });
}
