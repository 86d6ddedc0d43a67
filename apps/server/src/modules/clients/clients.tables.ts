import { CLIENT_STATUSES } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands } from '../brands/brands.tables.js';
import { regions } from '../regions/regions.tables.js';
import { tags } from '../tags/tags.tables.js';
import { users } from '../users/users.tables.js';

export { CLIENT_STATUSES };

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

export const clientTags = pgTable(
  'client_tags',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.tagId] }), index('client_tags_tag_idx').on(t.tagId)],
);
