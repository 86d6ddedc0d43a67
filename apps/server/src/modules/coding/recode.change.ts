/**
 * What a recode changes, per business: the account the code names in that business's chart and
 * the tax code, refused (400, business by business) when the chart lacks the code, the account is
 * inactive or one the ledger keeps for itself (bank, GST), a tax code the account cannot take, or
 * GST to post where the chart has no GST account. Also the per-line new values, as SQL.
 */
import { GST_BEARING, taxCodeFitsAccount, type AccountType, type Message, type RecodeChange, message } from '@ledgerdesk/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { selectRows, type DbNumber } from '../ledger/index.js';
import type { RecodeBusiness } from './recode.repo.js';

export interface ResolvedChange {
  taxCode: string | null;
  /** Business id → the new account's id (absent when the account stays). */
  accountIds: Map<string, string>;
  /** Business id → its GST account, where it has one. */
  gstAccountIds: Map<string, string>;
  /** Matching lines a lock keeps as they are (counted in the same pass that finds the lines' codings). */
  lockedLines: number;
}

interface ChartRow {
  business_id: string;
  id: string;
  code: string;
  name: string;
  type: AccountType;
  active: boolean;
  reserved: boolean;
  is_gst: boolean;
}

interface UseRow {
  business_id: string;
  code: string;
  type: AccountType;
  tax_code: string | null;
  locked: boolean;
  n: DbNumber;
}

/**
 * `rows` are the matching lines (recode.repo.ts `matchedRows`); the open ones' current account and
 * tax code are checked against the change (a new account with the tax codes its lines keep, or a
 * new tax code on the accounts the lines keep).
 */
export async function resolveChange(db: Db, list: readonly RecodeBusiness[], change: RecodeChange, rows: SQL): Promise<ResolvedChange> {
  const ids = list.map((b) => b.id);
  const chart = await selectRows<ChartRow>(
    db,
    sql`select c.business_id, a.id, a.code, a.name, a.type, a.active, coalesce(a.system_role = 'gst', false) as is_gst,
          (coalesce(a.system_role = 'gst', false) or a.subtype = 'bank' or exists (select 1 from bank_accounts ba where ba.ledger_account_id = a.id)) as reserved
        from accounts a join charts c on c.id = a.chart_id
        where c.business_id = any(${sql.param(ids)}::uuid[])
          and (a.code = ${change.accountCode ?? null} or a.system_role = 'gst')`,
  );
  const found = await selectRows<UseRow>(
    db,
    sql`select business_id, code, type, tax_code, locked, count(*) as n from (${rows}) m group by 1, 2, 3, 4, 5`,
  );
  const uses = found.filter((u) => !u.locked);
  const lockedLines = found.reduce((n, u) => n + (u.locked ? Number(u.n) : 0), 0);
  const problems: { businessId: string; businessName: string; problem: Message }[] = [];
  const accountIds = new Map<string, string>();
  const gstAccountIds = new Map(chart.filter((a) => a.is_gst).map((a) => [a.business_id, a.id]));
  for (const business of list) {
    const used = uses.filter((u) => u.business_id === business.id);
    if (used.length === 0) continue;
    const refuse = (problem: Message) => problems.push({ businessId: business.id, businessName: business.name, problem });
    const account = change.accountCode ? chart.find((a) => a.business_id === business.id && a.code === change.accountCode) : undefined;
    if (change.accountCode) {
      if (!account) {
        refuse(message('rules.recode.noAccount', { code: change.accountCode }));
        continue;
      }
      if (!account.active) refuse(message('rules.recode.inactive', { account: `${account.code} ${account.name}` }));
      if (account.reserved) refuse(message('rules.recode.reserved', { account: `${account.code} ${account.name}` }));
      accountIds.set(business.id, account.id);
    }
    for (const use of used) {
      const type = account?.type ?? use.type;
      const code = change.taxCode ?? use.tax_code;
      if (code && !taxCodeFitsAccount(type, code))
        refuse(message('rules.recode.taxCodeUnfit', { account: account?.code ?? use.code, taxCode: code }));
    }
    if (change.taxCode && GST_BEARING.has(change.taxCode) && !gstAccountIds.has(business.id)) refuse(message('rules.recode.noGstAccount'));
  }
  if (problems.length > 0) {
    const unique = [...new Map(problems.map((p) => [`${p.businessId}:${JSON.stringify(p.problem)}`, p])).values()];
    const said = unique.map((p) => message('rules.recode.problem', { business: p.businessName, problem: p.problem }));
    // The details name each problem by its catalogue key; the message says them in the reader's language.
    throw Errors.badRequest(message('coding.recodeProblems', { problems: said }), {
      businesses: unique.map((p) => ({ businessId: p.businessId, businessName: p.businessName, problem: p.problem.key })),
    });
  }
  return { taxCode: change.taxCode ?? null, accountIds, gstAccountIds, lockedLines };
}

const bearing = (column: SQL) => sql`coalesce(${column} = any(${sql.param([...GST_BEARING])}::text[]), false)`;

/**
 * The open ones of `rows` (matchedRows) with their new account, tax code, net and GST: the gross (net + GST)
 * stays; GST is kept while the tax code still carries it, rebuilt as gross ÷ 11 (half away from
 * zero, as gstFromInclusive) when it starts to, and dropped when it stops. Lines the change would
 * leave as they are drop out.
 */
export function recodedLines(change: ResolvedChange, rows: SQL): SQL {
  const businesses = [...change.accountIds.keys()];
  const accounts = businesses.map((id) => change.accountIds.get(id) ?? '');
  return sql`with target(business_id, account_id) as (
      select * from unnest(${sql.param(businesses)}::uuid[], ${sql.param(accounts)}::uuid[])
    ), found as (
      select m.id, m.entry_id, m.business_id, m.date, m.account_id, m.tax_code, m.amount, m.gst from (${rows}) m where not m.locked
    ), matched as (
      -- Joined, not looked up per line: as a subquery the new account was worked out for every line
      -- the scan read (700,000 for a 100,000-line recode), before the other conditions left them out.
      select f.*, coalesce(t.account_id, f.account_id) as new_account_id, coalesce(${change.taxCode}::text, f.tax_code) as new_tax
      from found f left join target t on t.business_id = f.business_id
    )
    , recoded as (
      select m.*, case
          when ${bearing(sql`m.tax_code`)} = ${bearing(sql`m.new_tax`)} then m.gst
          when ${bearing(sql`m.new_tax`)} then round((m.amount + m.gst)::numeric / 11)::bigint
          else 0 end as new_gst
      from matched m
      where (m.new_account_id, m.new_tax) is distinct from (m.account_id, m.tax_code)
    )
    select r.*, r.amount + r.gst - r.new_gst as new_amount from recoded r`;
}
