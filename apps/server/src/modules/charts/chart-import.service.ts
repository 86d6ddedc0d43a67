import { message } from '@ledgerdesk/domain';
/**
 * CSV import into a chart: rows upsert by code, all in one transaction and one statement.
 * The whole file is checked against the chart as it would be afterwards (subtypes, one holder
 * per system role, bank ledger accounts) before anything is written; any problem refuses the
 * file with every problem named by line.
 */
import type { AccountRole } from '@ledgerdesk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { bankAccounts } from '../banking/banking.tables.js';
import * as repo from './accounts.repo.js';
import { assertSubtypeFits, type ChartTarget } from './accounts.service.js';
import { parseAccountsCsv, type CsvAccountRow } from './chart-csv.js';
import { accounts } from './charts.tables.js';
import type { AccountImportSummary } from './charts.schema.js';

type Final = Pick<repo.AccountRow, 'code' | 'name' | 'type' | 'subtype' | 'taxCode' | 'description' | 'active' | 'systemRole'>;

const MAX_LISTED = 20;

function refuse(errors: string[]): never {
  const listed = errors.slice(0, MAX_LISTED).join(' ');
  const more = errors.length > MAX_LISTED ? ` … +${errors.length - MAX_LISTED}` : '';
  throw Errors.unprocessable(message('charts.csvNotImported', { count: errors.length, problems: `${listed}${more}` }));
}

function merge(row: CsvAccountRow, existing: repo.AccountRow | undefined): Final | string {
  const name = row.name ?? existing?.name;
  const type = row.type ?? existing?.type;
  if (!name || !type) return 'a new account needs a name and a type';
  const subtype = row.subtype ?? existing?.subtype ?? 'other';
  try {
    assertSubtypeFits(type, subtype);
  } catch (err) {
    return err instanceof Error ? err.message.replace(/\.$/, '') : 'the subtype does not fit the type';
  }
  return {
    code: row.code,
    name,
    type,
    subtype,
    taxCode: row.taxCode ?? existing?.taxCode ?? 'N-T',
    description: row.description ?? existing?.description ?? '',
    active: row.active ?? existing?.active ?? true,
    systemRole: row.systemRole === undefined ? (existing?.systemRole ?? null) : row.systemRole,
  };
}

const same = (a: Final, b: repo.AccountRow) =>
  a.name === b.name &&
  a.type === b.type &&
  a.subtype === b.subtype &&
  a.taxCode === b.taxCode &&
  a.description === b.description &&
  a.active === b.active &&
  a.systemRole === b.systemRole;

export async function importChartAccounts(cmd: Command, target: ChartTarget, bytes: Uint8Array): Promise<AccountImportSummary> {
  const { db } = cmd;
  const parsed = parseAccountsCsv(bytes);
  if (parsed.errors.length > 0) refuse(parsed.errors);
  if (parsed.rows.length === 0) refuse(['The file holds no accounts.']);

  const existing = await repo.allAccounts(db, target.chartId);
  const byCode = new Map(existing.map((a) => [a.code, a]));
  const bankLedgerIds = target.businessId
    ? new Set(
        (
          await db.select({ id: bankAccounts.ledgerAccountId }).from(bankAccounts).where(eq(bankAccounts.businessId, target.businessId))
        ).map((r) => r.id),
      )
    : new Set<string>();

  const errors: string[] = [];
  const writes: Final[] = [];
  let created = 0;
  let unchanged = 0;
  const roles = new Map<AccountRole, string>(existing.flatMap((a) => (a.systemRole ? [[a.systemRole, a.code] as const] : [])));
  for (const row of parsed.rows) {
    const before = byCode.get(row.code);
    const final = merge(row, before);
    if (typeof final === 'string') {
      errors.push(`Line ${row.line}: ${final}.`);
      continue;
    }
    if (before && bankLedgerIds.has(before.id) && (final.type !== 'asset' || final.subtype !== 'bank')) {
      errors.push(`Line ${row.line}: ${row.code} is a bank account's ledger account and must stay an asset of subtype bank.`);
    }
    if (target.businessId && final.systemRole && !final.active) {
      errors.push(`Line ${row.line}: ${row.code} holds the system role '${final.systemRole}' and cannot be deactivated.`);
    }
    if (before?.systemRole && before.systemRole !== final.systemRole && roles.get(before.systemRole) === before.code)
      roles.delete(before.systemRole);
    if (before && same(final, before)) unchanged++;
    else {
      if (!before) created++;
      writes.push(final);
    }
  }
  for (const final of writes) {
    if (!final.systemRole) continue;
    const holder = roles.get(final.systemRole);
    const line = parsed.rows.find((r) => r.code === final.code)?.line ?? 0;
    if (holder && holder !== final.code) errors.push(`Line ${line}: the system role '${final.systemRole}' is already held by ${holder}.`);
    else roles.set(final.systemRole, final.code);
  }
  if (errors.length > 0) refuse(errors);

  if (writes.length > 0) {
    // Roles first let go of the accounts losing them, so two accounts can swap a role in one file.
    const moving = writes.filter((w) => byCode.has(w.code)).map((w) => w.code);
    if (moving.length > 0)
      await db
        .update(accounts)
        .set({ systemRole: null })
        .where(and(eq(accounts.chartId, target.chartId), inArray(accounts.code, moving)));
    await db.execute(sql`
      insert into ${accounts} (chart_id, code, name, type, subtype, tax_code, description, active, system_role)
      select ${target.chartId}::uuid, r.code, r.name, r.type, r.subtype, r."taxCode", r.description, r.active, r."systemRole"
      from jsonb_to_recordset(${JSON.stringify(writes)}::jsonb)
        as r(code text, name text, type text, subtype text, "taxCode" text, description text, active boolean, "systemRole" text)
      on conflict (chart_id, code) do update set
        name = excluded.name, type = excluded.type, subtype = excluded.subtype, tax_code = excluded.tax_code,
        description = excluded.description, active = excluded.active, system_role = excluded.system_role, updated_at = now()`);
  }
  const summary = { created, updated: writes.length - created, unchanged };
  await cmd.audit({
    action: 'chart.accounts_imported',
    entity: 'chart',
    entityId: target.chartId,
    after: { ...summary, codes: writes.map((w) => w.code) },
  });
  return summary;
}
