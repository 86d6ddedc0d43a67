/** All SQL of upload requests: the staff views, the public link's lookup, and its wrong-token counter. */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { brands } from '../brands/brands.tables.js';
import { businesses } from '../businesses/businesses.tables.js';
import { clients, users } from '../users/users.tables.js';
import { files, folders, uploadRequests } from './files.tables.js';

export type UploadRequestRow = typeof uploadRequests.$inferSelect;

/**
 * Wrong tokens a link takes from all sources in one window before it refuses every token for the
 * rest of it. Far above one source's allowance (public-uploads.service), so strangers cannot
 * lock a link for its real uploader, yet a distributed guesser still meets a ceiling (a token is
 * 256 random bits: the ceiling is there against load, not luck).
 */
export const WRONG_TOKEN_LIMIT = 1000;
export const WRONG_TOKEN_WINDOW_SECONDS = 15 * 60;

/**
 * The language an upload mail is written in: the recipient's, when the address is a user's (a
 * client's portal login), else the requester's, who writes the mail's message in it.
 */
export async function mailLanguage(db: Db, recipientEmail: string, requesterId: string): Promise<'en' | 'vi'> {
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(sql`${users.email} = ${recipientEmail.trim().toLowerCase()} or ${users.id} = ${requesterId}`);
  const recipient = rows.find((r) => r.id !== requesterId) ?? rows[0];
  return recipient?.language ?? 'en';
}

const receivedCount = sql<number>`(select count(*)::int from ${files} where ${files.uploadRequestId} = ${uploadRequests.id})`;

const viewColumns = {
  request: uploadRequests,
  businessName: businesses.name,
  folderName: folders.name,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
  receivedCount,
};

export type UploadRequestView = {
  request: UploadRequestRow;
  businessName: string;
  folderName: string;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  receivedCount: number;
};

const views = (db: Db) =>
  db
    .select(viewColumns)
    .from(uploadRequests)
    .innerJoin(businesses, eq(businesses.id, uploadRequests.businessId))
    .innerJoin(folders, eq(folders.id, uploadRequests.folderId))
    .leftJoin(users, eq(users.id, uploadRequests.createdBy));

export async function insertUploadRequest(db: Db, values: typeof uploadRequests.$inferInsert): Promise<UploadRequestRow> {
  const [row] = await db.insert(uploadRequests).values(values).returning();
  if (!row) throw new Error('upload request not inserted');
  return row;
}

/** One request, if its business is in `scope` (a business scope condition). */
export async function findView(db: Db, id: string, scope: SQL | undefined): Promise<UploadRequestView | undefined> {
  const [row] = await views(db)
    .where(and(eq(uploadRequests.id, id), scope))
    .limit(1);
  return row;
}

/** Requests of one business, or of every business in `scope` (a business scope condition), newest first. */
export async function listViews(
  db: Db,
  filter: { businessId: string } | { scope: SQL | undefined },
  skip: number,
  limit: number,
): Promise<{ rows: UploadRequestView[]; total: number }> {
  const where = 'businessId' in filter ? eq(uploadRequests.businessId, filter.businessId) : filter.scope;
  const [rows, [total]] = await Promise.all([
    views(db).where(where).orderBy(desc(uploadRequests.createdAt), desc(uploadRequests.id)).offset(skip).limit(limit),
    db.select({ n: count() }).from(uploadRequests).innerJoin(businesses, eq(businesses.id, uploadRequests.businessId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function listReceived(db: Db, id: string) {
  return db
    .select({
      id: files.id,
      name: files.name,
      size: files.size,
      mimeType: files.mimeType,
      uploaderName: files.uploaderName,
      createdAt: files.createdAt,
      deletedAt: files.deletedAt,
    })
    .from(files)
    .where(eq(files.uploadRequestId, id))
    .orderBy(asc(files.createdAt), sql`lower(${files.name})`, asc(files.id));
}

export async function countReceived(db: Db, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(files).where(eq(files.uploadRequestId, id));
  return row?.n ?? 0;
}

export async function updateUploadRequest(
  db: Db,
  id: string,
  values: Partial<Pick<UploadRequestRow, 'status' | 'revokedAt' | 'expiresAt'>>,
): Promise<void> {
  await db.update(uploadRequests).set(values).where(eq(uploadRequests.id, id));
}

export async function lockUploadRequest(db: Db, id: string): Promise<UploadRequestRow | undefined> {
  const [row] = await db.select().from(uploadRequests).where(eq(uploadRequests.id, id)).for('update');
  return row;
}

const windowOpen = sql`${uploadRequests.failedWindowStart} > now() - make_interval(secs => ${WRONG_TOKEN_WINDOW_SECONDS})`;

/** What the public link needs: the request, its business and brand, and how long it stays locked. */
export async function findPublic(db: Db, id: string) {
  const [row] = await db
    .select({
      request: uploadRequests,
      businessName: businesses.name,
      brand: { name: brands.name, primaryColor: brands.primaryColor, id: brands.id, logo: brands.logo },
      lockedForSeconds: sql<number>`case when ${uploadRequests.failedAttempts} >= ${WRONG_TOKEN_LIMIT} and ${windowOpen}
        then greatest(1, ceil(extract(epoch from ${uploadRequests.failedWindowStart} + make_interval(secs => ${WRONG_TOKEN_WINDOW_SECONDS}) - now())))::int
        else 0 end`,
    })
    .from(uploadRequests)
    .innerJoin(businesses, eq(businesses.id, uploadRequests.businessId))
    .innerJoin(clients, eq(clients.id, businesses.clientId))
    .innerJoin(brands, eq(brands.id, clients.brandId))
    .where(eq(uploadRequests.id, id))
    .limit(1);
  return row;
}

/**
 * Counts one wrong token against the link, in one statement so concurrent guesses on any node
 * never lose a count. Answers false when the link had already taken its limit in this window.
 */
export async function countWrongToken(db: Db, id: string): Promise<boolean> {
  const restart = sql`${uploadRequests.failedWindowStart} is null or not (${windowOpen})`;
  const counted = await db
    .update(uploadRequests)
    .set({
      failedAttempts: sql`case when ${restart} then 1 else ${uploadRequests.failedAttempts} + 1 end`,
      failedWindowStart: sql`case when ${restart} then now() else ${uploadRequests.failedWindowStart} end`,
    })
    .where(and(eq(uploadRequests.id, id), sql`(${restart} or ${uploadRequests.failedAttempts} < ${WRONG_TOKEN_LIMIT})`))
    .returning({ n: uploadRequests.failedAttempts });
  return counted.length > 0;
}
