/**
 * Books for a handful of the demo case manager's businesses (the others keep no bank lines, as
 * benches and tests want some empty ones): a cheque and a savings account, opening balances, and
 * the cheque account's lines from the start of the financial year before last up to today.
 * The lines go in uncoded; demo-rules.ts runs the rules over them, then `codeByHand` posts what is
 * left through the ledger, as a bookkeeper would, except the last weeks, left for someone to do.
 */
import { randomUUID } from 'node:crypto';
import { addDays, type IsoDate } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../platform/auth/guard.js';
import type { AuditedWrite } from '../platform/db/command.js';
import { pgArray } from '../platform/db/arrays.js';
import type { Db } from '../platform/db/client.js';
import { bankAccounts } from '../modules/banking/index.js';
import { linkEntries, postCodings, postOpeningBalances, selectRows, type CodingPost } from '../modules/ledger/index.js';
import type { BooksProfile } from './demo-payees.js';
import type { BusinessPlan } from './demo-practice.js';
import { planStatement, type PlannedLine } from './demo-statements.js';
import { createRandom } from './random.js';

/** The businesses with books, by name: each demo role but the Sydney staff sees some of them. */
export const DEMO_BOOKS: Readonly<Record<string, BooksProfile>> = {
  'Bondi Beach Bakery': 'bakery',
  'Coastal Plumbing Co': 'plumbing',
  'Redgum Landscaping': 'landscaping',
  'Sunrise Physiotherapy': 'physio',
  'Southern Cross Electrical': 'electrical',
};

/** The statement lines are the cheque account's; the saver takes the transfers to savings. */
const BANK_ACCOUNTS = [
  { name: 'Business Everyday Cheque', code: '1-1110', number: 10467301, opening: 2_500_000 },
  { name: 'Business Online Saver', code: '1-1120', number: 10468301, opening: 4_000_000 },
] as const;

interface ChartedBusiness {
  id: string;
  name: string;
  accountByCode: Map<string, string>;
}

export interface BooksBusiness extends ChartedBusiness {
  chequeAccountId: string;
  chequeLedgerId: string;
}

export interface BookLine extends PlannedLine {
  id: string;
  business: BooksBusiness;
}

type Frequency = BusinessPlan['basFrequency'];

async function booksBusinesses(db: Db): Promise<Array<ChartedBusiness & { profile: BooksProfile; basFrequency: Frequency }>> {
  const rows = await selectRows<{ id: string; name: string; bas_frequency: Frequency; codes: Record<string, string> }>(
    db,
    sql`select b.id, b.name, b.bas_frequency, jsonb_object_agg(a.code, a.id) as codes
        from businesses b join charts c on c.business_id = b.id join accounts a on a.chart_id = c.id
        where b.name = any(${pgArray(Object.keys(DEMO_BOOKS))}::text[]) group by b.id order by b.name`,
  );
  return rows.map((row) => {
    const profile = DEMO_BOOKS[row.name];
    if (!profile) throw new Error(`demo seed: no books planned for ${row.name}`);
    return { id: row.id, name: row.name, profile, basFrequency: row.bas_frequency, accountByCode: new Map(Object.entries(row.codes)) };
  });
}

export const accountOf = (business: ChartedBusiness, code: string): string => {
  const id = business.accountByCode.get(code);
  if (!id) throw new Error(`demo seed: ${business.name} has no account ${code}`);
  return id;
};

/** Bank accounts, opening balances and every planned line of each business, uncoded. */
export async function seedBankLines(write: AuditedWrite, actor: AuthUser, today: IsoDate, from: IsoDate): Promise<BookLine[]> {
  const { db } = write;
  const businesses = await booksBusinesses(db);
  const lines: BookLine[] = [];
  for (const [index, business] of businesses.entries()) {
    const opening = addDays(from, -1);
    const accounts = BANK_ACCOUNTS.map((a) => ({ ...a, ledgerAccountId: accountOf(business, a.code) }));
    const [cheque] = await db
      .insert(bankAccounts)
      .values(
        accounts.map((a) => ({
          businessId: business.id,
          name: a.name,
          bsb: '062-140',
          accountNumber: String(a.number + index),
          ledgerAccountId: a.ledgerAccountId,
          openingBalance: a.opening,
          openingDate: opening,
        })),
      )
      .returning({ id: bankAccounts.id, ledgerAccountId: bankAccounts.ledgerAccountId });
    if (!cheque) throw new Error('demo seed: bank account not inserted');
    const balances = accounts.map((a) => ({ accountId: a.ledgerAccountId, amount: a.opening }));
    await postOpeningBalances(db, { businessId: business.id, date: opening, balances, createdBy: actor.id });
    const books = { ...business, chequeAccountId: cheque.id, chequeLedgerId: cheque.ledgerAccountId };
    const plan = planStatement(createRandom(7_000 + index), {
      profile: business.profile,
      basFrequency: business.basFrequency,
      from,
      to: today,
    });
    lines.push(...plan.map((line) => ({ ...line, id: randomUUID(), business: books })));
  }
  const column = (pick: (line: BookLine) => string | number) => pgArray(lines.map(pick));
  await db.execute(
    sql`insert into bank_transactions (id, business_id, bank_account_id, date, description, reference, payee, amount, external_id)
        select * from unnest(${column((l) => l.id)}::uuid[], ${column((l) => l.business.id)}::uuid[], ${column((l) => l.business.chequeAccountId)}::uuid[],
          ${column((l) => l.date)}::date[], ${column((l) => l.description)}::text[], ${column((l) => l.reference)}::text[],
          ${column((l) => l.payee)}::text[], ${column((l) => l.amount)}::bigint[], ${column((l) => `demo-${l.id}`)}::text[])`,
  );
  for (const business of businesses) {
    const count = lines.filter((l) => l.business.id === business.id).length;
    await write.audit({ action: 'demo.bank_lines_seeded', entity: 'business', entityId: business.id, after: { lines: count } });
  }
  return lines;
}

/**
 * Codes every line dated before `until` that no rule coded, with the planned splits, in one
 * posting per business, and links each line to its entry: what a bookkeeper's hand coding does.
 */
export async function codeByHand(write: AuditedWrite, actor: AuthUser, lines: readonly BookLine[], until: IsoDate): Promise<number> {
  const { db } = write;
  const coded = new Set(
    (
      await selectRows<{ id: string }>(
        db,
        sql`select id from bank_transactions where id = any(${pgArray(lines.map((l) => l.id))}::uuid[]) and journal_entry_id is not null`,
      )
    ).map((r) => r.id),
  );
  const toCode = lines.filter((l) => l.date < until && !coded.has(l.id));
  const codings: CodingPost[] = toCode.map((line) => ({
    row: {
      id: line.id,
      businessId: line.business.id,
      date: line.date,
      amount: line.amount,
      description: line.description,
      payee: line.payee,
      journalEntryId: null,
      bankLedgerAccountId: line.business.chequeLedgerId,
    },
    splits: line.splits.map((s) => ({
      accountId: accountOf(line.business, s.code),
      taxCode: s.taxCode,
      amount: s.amount,
      description: null,
    })),
  }));
  const { posted } = await postCodings(db, codings, actor.id);
  await linkEntries(
    db,
    posted.map((entry, i) => ({ transactionId: toCode[i]?.id ?? '', entryId: entry.id })),
  );
  await write.audit({ action: 'demo.lines_coded_by_hand', entity: 'bank_transaction', after: { lines: posted.length } });
  return posted.length;
}
