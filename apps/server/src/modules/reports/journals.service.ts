/**
 * General, receipts and disbursements journals (ACCOUNTING.md). Receipts are entries that debit
 * a bank account, disbursements entries that credit one; a transfer between the business's own
 * bank accounts does both, appears in both journals and is flagged. Each other line of the entry
 * is an allocation, shown positive the way the journal reads (net, GST, gross).
 */
import type { CashJournalReport, CashJournalRow, GeneralJournalEntry, GeneralJournalReport, IsoDate, TaxCode } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { cents, selectRows, type DbNumber } from '../ledger/index.js';
import type { ResolvedReport } from './report-scope.js';

interface LineRow {
  entry_id: string;
  number: number;
  date: IsoDate;
  source: string;
  narration: string;
  account_id: string;
  code: string;
  name: string;
  amount: DbNumber;
  gst: DbNumber;
  tax_code: TaxCode | null;
  description: string | null;
}

const head = (r: ResolvedReport) => ({ from: r.from, to: r.to, compare: r.compare, periods: [{ from: r.from, to: r.to }] });

export async function computeGeneralJournalReport(db: Db, businessId: string, r: ResolvedReport): Promise<GeneralJournalReport> {
  const rows = await selectRows<LineRow>(
    db,
    sql`select e.id as entry_id, e.number, e.date::text as date, e.source, e.narration, l.account_id, a.code, a.name,
          l.amount, l.gst, l.tax_code, l.description
        from journal_entries e join journal_lines l on l.entry_id = e.id join accounts a on a.id = l.account_id
        where e.business_id = ${businessId} and e.date between ${r.from}::date and ${r.to}::date
        order by e.date, e.number, l.id`,
  );
  const entries: GeneralJournalEntry[] = [];
  const totals = { debit: 0, credit: 0 };
  for (const row of rows) {
    let entry = entries.at(-1);
    if (entry?.id !== row.entry_id) {
      entry = { id: row.entry_id, number: row.number, date: row.date, source: row.source, memo: row.narration, lines: [] };
      entries.push(entry);
    }
    const amount = cents(row.amount);
    const line = {
      accountId: row.account_id,
      accountCode: row.code,
      accountName: row.name,
      debit: Math.max(amount, 0),
      credit: Math.max(-amount, 0),
      taxCode: row.tax_code,
      gst: cents(row.gst),
      description: row.description,
    };
    entry.lines.push(line);
    totals.debit += line.debit;
    totals.credit += line.credit;
  }
  return { type: 'general-journal', ...head(r), entries, totals };
}

interface CashRow extends LineRow {
  bank_name: string | null;
  subtype: string | null;
  system_role: string | null;
  payee: string | null;
  reference: string | null;
}

export async function computeCashJournalReport(
  db: Db,
  businessId: string,
  type: 'receipts-journal' | 'disbursements-journal',
  r: ResolvedReport,
): Promise<CashJournalReport> {
  // Receipts: the bank side is the debit, and allocations read as credits (flip them positive).
  const receipts = type === 'receipts-journal';
  const bankSide = receipts ? sql`b.amount > 0` : sql`b.amount < 0`;
  const rows = await selectRows<CashRow>(
    db,
    sql`select e.id as entry_id, e.number, e.date::text as date, e.source, e.narration, l.account_id, a.code, a.name, a.subtype,
          a.system_role, l.amount, l.gst, l.tax_code, l.description, ba.name as bank_name,
          nullif(bt.payee, '') as payee, nullif(bt.reference, '') as reference
        from journal_entries e
        join journal_lines l on l.entry_id = e.id
        join accounts a on a.id = l.account_id
        left join bank_accounts ba on ba.ledger_account_id = a.id
        left join bank_transactions bt on bt.id = e.bank_transaction_id
        where e.business_id = ${businessId} and e.date between ${r.from}::date and ${r.to}::date
          and exists (select 1 from journal_lines b join accounts ba2 on ba2.id = b.account_id
                      where b.entry_id = e.id and ba2.subtype = 'bank' and ${bankSide})
        order by e.date, e.number, l.id`,
  );
  const sign = receipts ? -1 : 1;
  const byEntry = new Map<string, CashRow[]>();
  for (const row of rows) byEntry.set(row.entry_id, [...(byEntry.get(row.entry_id) ?? []), row]);
  const journal: CashJournalRow[] = [];
  const byAccount = new Map<
    string,
    { accountId: string; accountCode: string; accountName: string; net: number; gst: number; gross: number }
  >();
  for (const lines of byEntry.values()) {
    const isBank = (l: CashRow) => l.subtype === 'bank';
    const onBankSide = (l: CashRow) => isBank(l) && (receipts ? cents(l.amount) > 0 : cents(l.amount) < 0);
    const bank = lines.find(onBankSide);
    const first = lines[0];
    if (!bank || !first) continue;
    const allocations = lines
      .filter((l) => !onBankSide(l) && l.system_role !== 'gst')
      .map((l) => {
        const net = sign * cents(l.amount);
        const gst = sign * cents(l.gst);
        return { accountId: l.account_id, accountCode: l.code, accountName: l.name, taxCode: l.tax_code, net, gst, gross: net + gst };
      });
    for (const a of allocations) {
      const total = byAccount.get(a.accountId) ?? {
        accountId: a.accountId,
        accountCode: a.accountCode,
        accountName: a.accountName,
        net: 0,
        gst: 0,
        gross: 0,
      };
      byAccount.set(a.accountId, { ...total, net: total.net + a.net, gst: total.gst + a.gst, gross: total.gross + a.gross });
    }
    journal.push({
      entryId: first.entry_id,
      number: first.number,
      date: first.date,
      bankAccountId: bank.account_id,
      bankAccountName: bank.bank_name ?? bank.name,
      contact: first.payee,
      reference: first.reference,
      transfer: lines.some((l) => isBank(l) && !onBankSide(l)),
      allocations,
      gross: lines.filter(onBankSide).reduce((sum, l) => sum - sign * cents(l.amount), 0),
    });
  }
  const totalsByAccount = [...byAccount.values()].sort((a, b) => a.accountCode.localeCompare(b.accountCode, 'en', { numeric: true }));
  const totals = totalsByAccount.reduce((t, a) => ({ net: t.net + a.net, gst: t.gst + a.gst, gross: t.gross + a.gross }), {
    net: 0,
    gst: 0,
    gross: 0,
  });
  return { type, ...head(r), rows: journal, totalsByAccount, totals };
}
