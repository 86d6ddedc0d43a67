/** All SQL on saved reports; a saved report is reached only through a business in the caller's scope. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { businesses } from '../../businesses/index.js';
import { users } from '../../users/users.tables.js';
import { savedReports } from '../reports.tables.js';

export type SavedReportRow = typeof savedReports.$inferSelect;

const viewColumns = {
  id: savedReports.id,
  businessId: savedReports.businessId,
  name: savedReports.name,
  definition: savedReports.definition,
  createdBy: savedReports.createdBy,
  createdAt: savedReports.createdAt,
  businessName: businesses.name,
  financialYearStartMonth: businesses.financialYearStartMonth,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

export type SavedReportView = SavedReportRow & {
  businessName: string;
  financialYearStartMonth: number;
  creatorFirstName: string | null;
  creatorLastName: string | null;
};

/** `scope` is the caller's business condition; undefined reaches every business (Super Admin, embed links). */
function views(db: Db, where: SQL | undefined) {
  return db
    .select(viewColumns)
    .from(savedReports)
    .innerJoin(businesses, eq(businesses.id, savedReports.businessId))
    .leftJoin(users, eq(users.id, savedReports.createdBy))
    .where(where);
}

export const listSavedReports = (db: Db, businessId: string): Promise<SavedReportView[]> =>
  views(db, eq(savedReports.businessId, businessId)).orderBy(desc(savedReports.createdAt), desc(savedReports.id));

export async function findSavedReport(db: Db, id: string, scope: SQL | undefined): Promise<SavedReportView | undefined> {
  const [row] = await views(db, and(eq(savedReports.id, id), scope)).limit(1);
  return row;
}

export async function insertSavedReport(db: Db, values: typeof savedReports.$inferInsert): Promise<SavedReportRow> {
  const [row] = await db.insert(savedReports).values(values).returning();
  if (!row) throw new Error('saved report not inserted');
  return row;
}

export async function updateSavedReport(db: Db, id: string, values: Partial<Pick<SavedReportRow, 'name' | 'definition'>>): Promise<void> {
  await db.update(savedReports).set(values).where(eq(savedReports.id, id));
}

export async function deleteSavedReport(db: Db, id: string): Promise<void> {
  await db.delete(savedReports).where(eq(savedReports.id, id));
}
