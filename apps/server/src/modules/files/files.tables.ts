import { bigint, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { businesses } from '../businesses/businesses.tables.js';
import { users } from '../users/users.tables.js';

/** A folder tree per client or per business; deleted folders stay in the trash for 30 days. */
export const folders = pgTable(
  'folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerType: text('owner_type', { enum: ['client', 'business'] }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => folders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('folders_owner_idx').on(t.ownerType, t.ownerId), index('folders_parent_idx').on(t.parentId)],
);

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Detected from the content, never taken from the name. */
    mimeType: text('mime_type').notNull(),
    checksum: text('checksum').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who sent it through an upload link (no account). */
    uploaderName: text('uploader_name'),
    uploadRequestId: uuid('upload_request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('files_folder_idx').on(t.folderId, t.name), index('files_deleted_idx').on(t.deletedAt)],
);

export const uploadRequests = pgTable(
  'upload_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    message: text('message').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxFileSize: bigint('max_file_size', { mode: 'number' }).notNull(),
    maxFiles: integer('max_files').notNull(),
    status: text('status', { enum: ['open', 'revoked'] })
      .notNull()
      .default('open'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Wrong-token attempts from all sources: the link's ceiling (each source has its own, lower one). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    failedWindowStart: timestamp('failed_window_start', { withTimezone: true }),
  },
  (t) => [index('upload_requests_business_idx').on(t.businessId)],
);
