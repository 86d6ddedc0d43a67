import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_ROLES, ACCOUNT_SUBTYPES, ACCOUNT_TYPES } from '@ledgerdesk/domain';
import { brands } from '../brands/brands.tables.js';
import { businesses } from '../businesses/businesses.tables.js';

/** A chart of accounts: a system template, a brand's template, or one business's own chart. */
export const charts = pgTable(
  'charts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['system', 'brand', 'business'] }).notNull(),
    name: text('name').notNull(),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    sourceChartId: uuid('source_chart_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('charts_business_key')
      .on(t.businessId)
      .where(sql`${t.businessId} is not null`),
    index('charts_brand_idx').on(t.brandId),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chartId: uuid('chart_id')
      .notNull()
      .references(() => charts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ACCOUNT_TYPES }).notNull(),
    subtype: text('subtype', { enum: ACCOUNT_SUBTYPES }).notNull().default('other'),
    taxCode: text('tax_code').notNull().default('N-T'),
    description: text('description').notNull().default(''),
    systemRole: text('system_role', { enum: ACCOUNT_ROLES }),
    active: boolean('active').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_chart_code_key').on(t.chartId, t.code),
    uniqueIndex('accounts_chart_role_key')
      .on(t.chartId, t.systemRole)
      .where(sql`${t.systemRole} is not null`),
  ],
);
