import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the Australian Business Register said about an ABN, and when. Only its answers about
 * registered ABNs (active or cancelled) are kept: a failed or unreadable call leaves no row.
 */
export const abnLookups = pgTable('abn_lookups', {
  abn: text('abn').primaryKey(),
  status: text('status', { enum: ['active', 'cancelled'] }).notNull(),
  entityName: text('entity_name'),
  businessNames: jsonb('business_names').$type<string[]>().notNull().default([]),
  entityType: text('entity_type'),
  state: text('state'),
  postcode: text('postcode'),
  gstFrom: text('gst_from'),
  statusFrom: text('status_from'),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});
