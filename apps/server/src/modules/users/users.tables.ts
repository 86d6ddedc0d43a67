import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { brands } from '../brands/brands.tables.js';
import { clients } from '../clients/clients.tables.js';
import { regions } from '../regions/regions.tables.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased and trimmed. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    avatar: text('avatar'),
    phone: text('phone'),
    language: text('language', { enum: ['en', 'vi'] })
      .notNull()
      .default('en'),
    roleId: smallint('role_id').notNull(),
    /** Region Admins, Supervisors and Case Managers work in a region. */
    regionId: uuid('region_id').references((): AnyPgColumn => regions.id),
    /** Brand Admins and Brand Managers belong to a brand. */
    brandId: uuid('brand_id').references((): AnyPgColumn => brands.id),
    /** Portal users (role Client) belong to one client. */
    clientId: uuid('client_id').references((): AnyPgColumn => clients.id, { onDelete: 'cascade' }),
    /** A Case Manager's supervisor. */
    supervisorId: uuid('supervisor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Bumped on password change or deactivation; tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.roleId),
    index('users_supervisor_idx').on(t.supervisorId),
    check('users_role_id_check', sql`${t.roleId} between 1 and 7`),
  ],
);

export type UserRow = typeof users.$inferSelect;
