/**
 * SQL of running rules: the businesses a run looks at, the lines a rule matches (set-based, one
 * statement per rule or per import batch), the charts' accounts by code, and the lines' fields
 * written back in one statement.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { KeyTexts, TaxCode } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { pgArray, positions, type ArrayElement } from '../../platform/db/arrays.js';
import { withStatementTimeout } from '../../platform/db/statement-timeout.js';
import { bankTransactions as t } from '../banking/banking.tables.js';
import { businesses, inBusinessScope } from '../businesses/index.js';
import { cents, selectRows, type DbNumber } from '../ledger/index.js';
import type { RunLineFields } from './coding.tables.js';
import type { TargetBusiness } from './rule-order.js';

/** Which businesses' lines: in the caller's data scope (none for the system), and in `where`. */
export async function targetBusinesses(db: Db, actor: AuthUser | null, where: SQL | undefined): Promise<TargetBusiness[]> {
  const scope = actor ? inBusinessScope(actor, where) : where;
  const rows = await selectRows<{ id: string; name: string; brand_id: string; lock_date: string | null }>(
    db,
    sql`select ${businesses.id} as id, ${businesses.name} as name, c.brand_id, ${businesses.lockDate}::text as lock_date
        from ${businesses} join clients c on c.id = ${businesses.clientId}
        ${scope ? sql`where ${scope}` : sql``}
        order by ${businesses.id}`,
  );
  return rows.map((r) => ({ id: r.id, name: r.name, brandId: r.brand_id, lockDate: r.lock_date }));
}

export interface LineFilter {
  businessIds: readonly string[];
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  bankAccountIds?: readonly string[] | undefined;
  importBatchId?: string | undefined;
}

/** The target's lines over bank_transactions, unaliased: the rule compiler names its columns. */
export function lineFilterSql(f: LineFilter): SQL | undefined {
  return and(
    sql`${t.businessId} = any(${sql.param([...f.businessIds])}::uuid[])`,
    f.dateFrom ? sql`${t.date} >= ${f.dateFrom}::date` : undefined,
    f.dateTo ? sql`${t.date} <= ${f.dateTo}::date` : undefined,
    f.bankAccountIds?.length ? sql`${t.bankAccountId} = any(${sql.param([...f.bankAccountIds])}::uuid[])` : undefined,
    f.importBatchId ? sql`${t.importBatchId} = ${f.importBatchId}` : undefined,
  );
}

export interface CandidateLine extends RunLineFields {
  id: string;
  businessId: string;
  date: string;
  amount: number;
  description: string;
  journalEntryId: string | null;
  bankLedgerAccountId: string;
  /** The texts as rules compare them (the *_match columns): what the rules' key index reads. */
  texts: KeyTexts;
  /** Held by a bank reconciliation: no rule may change it. */
  reconciled: boolean;
  /** The rule that takes the line: a higher one for a preview, the first match for an import. */
  takenBy: string | null;
}

interface CandidateRow {
  id: string;
  business_id: string;
  date: string;
  amount: DbNumber;
  description: string;
  payee: string;
  memo: string | null;
  marked_transfer: boolean;
  contractor_payment: boolean;
  journal_entry_id: string | null;
  coded_by_rule_id: string | null;
  suggestion: RunLineFields['suggestion'];
  suggested_by_rule_id: string | null;
  bank_ledger_account_id: string;
  description_match: string;
  reference_match: string;
  payee_match: string;
  reconciled: boolean;
  taken_by: string | null;
}

/** Lines a statement evaluates every rule on at most: each stays well inside the statement timeout. */
const CANDIDATE_SLICE = 20_000;

const candidateOf = (r: CandidateRow): CandidateLine => ({
  id: r.id,
  businessId: r.business_id,
  date: r.date,
  amount: cents(r.amount),
  description: r.description,
  payee: r.payee,
  memo: r.memo,
  markedTransfer: r.marked_transfer,
  contractorPayment: r.contractor_payment,
  journalEntryId: r.journal_entry_id,
  codedByRuleId: r.coded_by_rule_id,
  suggestion: r.suggestion,
  suggestedByRuleId: r.suggested_by_rule_id,
  bankLedgerAccountId: r.bank_ledger_account_id,
  texts: { description: r.description_match, reference: r.reference_match, payee: r.payee_match },
  reconciled: Boolean(r.reconciled),
  takenBy: r.taken_by,
});

/**
 * Lines where `where` holds, newest first, with `takenBy` computed per line; rules' SQL runs under
 * the statement timeout. The ids come first (the index gives their order), then the lines in
 * slices: 500 rules over 100,000 lines is one statement of 3-5 s on a busy server, which the
 * timeout meant for one runaway rule would refuse, while a slice takes under a second. A slice
 * reads its lines one primary-key lookup each (the lateral subquery keeps the planner from a
 * scan of the whole table, 540 ms a slice) and is put back in the ids' order here.
 */
export async function candidateLines(db: Db, where: SQL | undefined, takenBy: SQL): Promise<CandidateLine[]> {
  return withStatementTimeout(db, async (tx) => {
    const ids = await selectRows<{ id: string }>(
      tx,
      sql`select ${t.id} as id from ${t} where ${where ?? sql`true`} order by ${t.date} desc, ${t.id} desc`,
    );
    const slices: string[][] = [];
    for (let start = 0; start < ids.length; start += CANDIDATE_SLICE)
      slices.push(ids.slice(start, start + CANDIDATE_SLICE).map((r) => r.id));
    const read = (slice: string[]) =>
      selectRows<CandidateRow>(
        tx,
        sql`select ${t.id} as id, ${t.businessId} as business_id, ${t.date}::text as date, ${t.amount} as amount,
          ${t.description} as description, ${t.payee} as payee, ${t.memo} as memo, ${t.markedTransfer} as marked_transfer,
          ${t.contractorPayment} as contractor_payment, ${t.journalEntryId} as journal_entry_id, ${t.codedByRuleId} as coded_by_rule_id,
          ${t.suggestion} as suggestion, ${t.suggestedByRuleId} as suggested_by_rule_id,
          (select ba.ledger_account_id from bank_accounts ba where ba.id = ${t.bankAccountId}) as bank_ledger_account_id,
          ${t.descriptionMatch} as description_match, ${t.referenceMatch} as reference_match, ${t.payeeMatch} as payee_match,
          ${t.reconciliationId} is not null as reconciled, ${takenBy} as taken_by
        from unnest(${pgArray(slice)}::uuid[]) as s(id)
        cross join lateral (select * from ${t} b where b.id = s.id offset 0) as ${t}`,
      );
    // Each slice becomes lines as it comes, between queries: 100,000 at the end were one long
    // stretch. The next slice is already asked for, so the database reads it meanwhile.
    const found: CandidateLine[] = [];
    let next = slices[0] ? read(slices[0]) : undefined;
    for (const [k, slice] of slices.entries()) {
      const rows = await next;
      const following = slices[k + 1];
      next = following ? read(following) : undefined;
      // A failure of the next read is met when it is awaited; until then it must not go unhandled.
      next?.catch(() => undefined);
      const at = new Map(slice.map((id, i) => [id, i]));
      const ordered = new Array<CandidateRow | undefined>(slice.length);
      for (const row of rows ?? []) ordered[at.get(row.id) ?? -1] = row;
      for (const row of ordered) if (row) found.push(candidateOf(row));
    }
    return found;
  });
}

/** Of the lines that satisfy `where`, how many satisfy each of `matches`: one scan. */
export async function countEach(db: Db, where: SQL | undefined, matches: readonly SQL[]): Promise<number[]> {
  const counts = matches.map((match, i) => sql`count(*) filter (where ${match}) as ${sql.identifier(`n${i}`)}`);
  const query = sql`select ${sql.join(counts, sql`, `)} from ${t} where ${where ?? sql`true`}`;
  const [row] = await withStatementTimeout(db, (tx) => selectRows<Record<string, DbNumber>>(tx, query));
  return matches.map((_, i) => Number(row?.[`n${i}`] ?? 0));
}

/** How many lines satisfy `where`, and how many of them also satisfy `match`. */
export async function countLines(db: Db, where: SQL | undefined, match: SQL): Promise<{ matched: number; total: number }> {
  const [matched = 0, total = 0] = await countEach(db, where, [match, sql`true`]);
  return { matched, total };
}

export interface ChartAccount {
  id: string;
  taxCode: TaxCode;
  active: boolean;
}

/** Per business, its chart's accounts with these codes. */
export async function chartAccountsByCode(
  db: Db,
  businessIds: readonly string[],
  codes: readonly string[],
): Promise<Map<string, Map<string, ChartAccount>>> {
  const charts = new Map<string, Map<string, ChartAccount>>();
  if (codes.length === 0 || businessIds.length === 0) return charts;
  const rows = await selectRows<{ business_id: string; code: string; id: string; tax_code: TaxCode; active: boolean }>(
    db,
    sql`select c.business_id, a.code, a.id, a.tax_code, a.active from accounts a join charts c on c.id = a.chart_id
        where c.business_id = any(${sql.param([...businessIds])}::uuid[]) and a.code = any(${sql.param([...new Set(codes)])}::text[])`,
  );
  for (const r of rows) {
    const chart = charts.get(r.business_id) ?? new Map<string, ChartAccount>();
    chart.set(r.code, { id: r.id, taxCode: r.tax_code, active: r.active });
    charts.set(r.business_id, chart);
  }
  return charts;
}

export interface LineWrite extends RunLineFields {
  id: string;
  journalEntryId: string | null;
}

/**
 * A column of the rows lineWritesSql unnests: its name, SQL type and one value per line. A
 * `repeatedUuid` column holds ids that repeat from line to line (a run's rules), bound by
 * position (positions()).
 */
export interface WriteColumn {
  name: string;
  type: 'uuid' | 'text' | 'boolean' | 'int' | 'jsonb' | 'repeatedUuid';
  values: readonly ArrayElement[];
}

/** The column bound as a typed array (FROM unnest(…)) and read back in the rows' select list. */
function columnSql(c: WriteColumn): { bound: SQL; read: SQL } {
  const u = sql.raw(`u.${c.name}`);
  if (c.type === 'repeatedUuid') {
    const ids = positions();
    const at = c.values.map((id) => ids.of(typeof id === 'string' ? id : null));
    return { bound: sql`${pgArray(at)}::int[]`, read: sql`(${pgArray(ids.ids())}::uuid[])[${u}] as ${sql.raw(c.name)}` };
  }
  // jsonb goes in as text[] and is cast per row: PostgreSQL reads a jsonb[] ten times slower.
  if (c.type === 'jsonb') return { bound: sql`${pgArray(c.values)}::text[]`, read: sql`${u}::jsonb as ${sql.raw(c.name)}` };
  return { bound: sql`${pgArray(c.values)}::${sql.raw(c.type)}[]`, read: u };
}

/**
 * The writes as rows v(id, journal_entry_id, payee, memo, marked_transfer, contractor_payment,
 * coded_by_rule_id, suggestion, suggested_by_rule_id, …`more`): typed arrays (pgArray), which
 * bind far faster than one JSON document when a run writes 100,000 lines, unnested together so a
 * caller's own columns come without a join.
 */
export function lineWritesSql<T extends LineWrite>(lines: readonly T[], more: readonly WriteColumn[] = []): SQL {
  const column = (name: string, type: WriteColumn['type'], pick: (l: T) => ArrayElement): WriteColumn => ({
    name,
    type,
    values: lines.map(pick),
  });
  const columns = [
    column('id', 'uuid', (l) => l.id),
    column('journal_entry_id', 'uuid', (l) => l.journalEntryId),
    column('payee', 'text', (l) => l.payee),
    column('memo', 'text', (l) => l.memo),
    column('marked_transfer', 'boolean', (l) => l.markedTransfer),
    column('contractor_payment', 'boolean', (l) => l.contractorPayment),
    column('coded_by_rule_id', 'repeatedUuid', (l) => l.codedByRuleId),
    column('suggestion', 'jsonb', (l) => (l.suggestion ? JSON.stringify(l.suggestion) : null)),
    column('suggested_by_rule_id', 'repeatedUuid', (l) => l.suggestedByRuleId),
    ...more,
  ];
  const parts = columns.map(columnSql);
  const read = sql.join(
    parts.map((c) => c.read),
    sql`, `,
  );
  const bound = sql.join(
    parts.map((c) => c.bound),
    sql`, `,
  );
  return sql`(select ${read} from unnest(${bound}) as u(${sql.raw(columns.map((c) => c.name).join(', '))})) v`;
}

/** UPDATE bank_transactions b … FROM lineWritesSql(…) WHERE b.id = v.id */
export const SET_LINE_FIELDS = sql`journal_entry_id = v.journal_entry_id, coded_by_rule_id = v.coded_by_rule_id,
  suggestion = v.suggestion, suggested_by_rule_id = v.suggested_by_rule_id, payee = v.payee, memo = v.memo,
  marked_transfer = v.marked_transfer, contractor_payment = v.contractor_payment`;

/** Sets each line's entry link and fields in one statement. */
export async function writeLines(db: Db, lines: readonly LineWrite[]): Promise<void> {
  if (lines.length === 0) return;
  await db.execute(sql`update bank_transactions b set ${SET_LINE_FIELDS} from ${lineWritesSql(lines)} where b.id = v.id`);
}
