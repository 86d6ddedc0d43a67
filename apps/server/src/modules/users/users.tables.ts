/**
 * Users and clients: a client's supervisor is a user and a portal user belongs to a client, so the
 * two tables reference each other and are declared together. The clients module owns the rest.
 */
import { CLIENT_STATUSES } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { brands } from '../brands/brands.tables.js';
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

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    abn: text('abn'),
    status: text('status', { enum: CLIENT_STATUSES }).notNull().default('active'),
    supervisorId: uuid('supervisor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clients_region_idx').on(t.regionId),
    index('clients_brand_idx').on(t.brandId),
    index('clients_supervisor_idx').on(t.supervisorId),
    // The list's sorts end in the id, which breaks ties: each walks one of these in order.
    index('clients_status_name_idx').on(t.status, t.name),
    index('clients_name_idx').on(t.name, t.id),
    index('clients_created_idx').on(t.createdAt, t.id),
    // Keyword search matches name, code, email and ABN anywhere in the text.
    index('clients_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.name} || ' ' || ${t.code} || ' ' || ${t.email} || ' ' || coalesce(${t.abn}, ''))) gin_trgm_ops`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
