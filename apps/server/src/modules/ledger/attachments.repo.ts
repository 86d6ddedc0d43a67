/** SQL of a bank line's attachments: the line with what decides who may change them, its links, and the files it could take. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { selectRows, type DbNumber } from './ledger.sql.js';
import { attachmentsOf, type AttachmentRow } from './transactions.repo.js';

export interface AttachingLine {
  id: string;
  businessId: string;
  date: string;
}

/** The caller has checked the scope. */
export async function findLine(db: Db, transactionId: string): Promise<AttachingLine | undefined> {
  const [row] = await selectRows<{ id: string; business_id: string; date: string }>(
    db,
    sql`select t.id, t.business_id, t.date::text as date from bank_transactions t where t.id = ${transactionId}`,
  );
  return row && { id: row.id, businessId: row.business_id, date: row.date };
}

export async function attachmentsOfLine(db: Db, transactionId: string): Promise<AttachmentRow[]> {
  const [row] = await selectRows<{ attachments: AttachmentRow[] }>(
    db,
    sql`select ${attachmentsOf(sql`${transactionId}::uuid`)} as attachments`,
  );
  return row?.attachments ?? [];
}

/** A live file of the business's own tree, or undefined: files of other trees cannot be attached. */
export async function businessFile(db: Db, businessId: string, fileId: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await selectRows<{ id: string; name: string }>(
    db,
    sql`select f.id, f.name from files f join folders d on d.id = f.folder_id
        where f.id = ${fileId} and f.deleted_at is null and d.deleted_at is null
          and d.owner_type = 'business' and d.owner_id = ${businessId}`,
  );
  return row;
}

export async function insertAttachment(db: Db, transactionId: string, fileId: string, actorId: string): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`insert into transaction_attachments (transaction_id, file_id, created_by) values (${transactionId}, ${fileId}, ${actorId})
        on conflict (transaction_id, file_id) do nothing returning id`,
  );
  return rows.length > 0;
}

export async function deleteAttachment(db: Db, transactionId: string, attachmentId: string): Promise<{ file_id: string } | undefined> {
  const [row] = await selectRows<{ file_id: string }>(
    db,
    sql`delete from transaction_attachments where id = ${attachmentId} and transaction_id = ${transactionId} returning file_id`,
  );
  return row;
}

export interface AttachableFileRow {
  id: string;
  name: string;
  folder_name: string;
  mime_type: string;
  size: DbNumber;
  created_at: string;
}

const ATTACHABLE_LISTED = 50;

/** The newest live files of the business's tree not yet attached to the line, matching `q` in the name. */
export function attachableFiles(db: Db, businessId: string, transactionId: string, q: string | undefined): Promise<AttachableFileRow[]> {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return selectRows<AttachableFileRow>(
    db,
    sql`select f.id, f.name, d.name as folder_name, f.mime_type, f.size, to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
        from files f join folders d on d.id = f.folder_id
        where d.owner_type = 'business' and d.owner_id = ${businessId} and d.deleted_at is null and f.deleted_at is null
          and (${pattern}::text is null or f.name ilike ${pattern})
          and not exists (select 1 from transaction_attachments a where a.transaction_id = ${transactionId} and a.file_id = f.id)
        order by f.created_at desc, f.id desc limit ${ATTACHABLE_LISTED}`,
  );
}
