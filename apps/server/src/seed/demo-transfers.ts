/**
 * Money moved between a demo business's own accounts in the weeks nobody has coded yet: a spend
 * on the cheque statement and the receipt on the saver's a day later, plus one with no transfer
 * words in either description, so the internal-transfer screen opens on proposed pairs of high
 * and lower confidence, found by the same analysis an import runs.
 */
import { addDays, type IsoDate } from '@ledgerdesk/domain';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { pgArray } from '../platform/db/arrays.js';
import type { AuditedWrite } from '../platform/db/command.js';
import { selectRows } from '../modules/ledger/index.js';
import { proposeTransfers } from '../modules/transfers/index.js';

interface OwnAccounts {
  businessId: string;
  cheque: { id: string; number: string };
  saver: { id: string; number: string };
}

async function ownAccounts(write: AuditedWrite, businessIds: readonly string[]): Promise<OwnAccounts[]> {
  const rows = await selectRows<{ business_id: string; id: string; account_number: string; code: string }>(
    write.db,
    sql`select ba.business_id, ba.id, ba.account_number, a.code from bank_accounts ba join accounts a on a.id = ba.ledger_account_id
        where ba.business_id = any(${pgArray(businessIds)}::uuid[]) and a.code in ('1-1110', '1-1120')`,
  );
  return businessIds.flatMap((businessId) => {
    const own = rows.filter((r) => r.business_id === businessId);
    const cheque = own.find((r) => r.code === '1-1110');
    const saver = own.find((r) => r.code === '1-1120');
    return cheque && saver
      ? [{ businessId, cheque: { id: cheque.id, number: cheque.account_number }, saver: { id: saver.id, number: saver.account_number } }]
      : [];
  });
}

/** Two transfers per business in the last fortnight, each as a spend and a receipt; answers the pairs proposed. */
export async function seedOpenTransfers(write: AuditedWrite, businessIds: readonly string[], today: IsoDate): Promise<number> {
  const lines = (await ownAccounts(write, businessIds)).flatMap(({ businessId, cheque, saver }, index) => {
    const amount = 250_000 + index * 12_500;
    const line = (bankAccountId: string, date: IsoDate, description: string, cents: number) => ({
      id: randomUUID(),
      businessId,
      bankAccountId,
      date,
      description,
      amount: cents,
    });
    return [
      line(cheque.id, addDays(today, -12), `TRANSFER TO SAVINGS ${saver.number.slice(-4)} NETBANK`, -amount),
      line(saver.id, addDays(today, -11), `TRANSFER FROM ${cheque.number}`, amount),
      line(cheque.id, addDays(today, -5), 'INTERNET BANKING', -(amount + 75_000)),
      line(saver.id, addDays(today, -3), 'DEPOSIT', amount + 75_000),
    ];
  });
  if (lines.length === 0) return 0;
  const column = (pick: (l: (typeof lines)[number]) => string | number) => pgArray(lines.map(pick));
  await write.db.execute(
    sql`insert into bank_transactions (id, business_id, bank_account_id, date, description, amount, external_id)
        select * from unnest(${column((l) => l.id)}::uuid[], ${column((l) => l.businessId)}::uuid[], ${column((l) => l.bankAccountId)}::uuid[],
          ${column((l) => l.date)}::date[], ${column((l) => l.description)}::text[], ${column((l) => l.amount)}::bigint[],
          ${column((l) => `demo-${l.id}`)}::text[])`,
  );
  let proposed = 0;
  for (const businessId of new Set(lines.map((l) => l.businessId))) proposed += await proposeTransfers(write.db, businessId);
  return proposed;
}
