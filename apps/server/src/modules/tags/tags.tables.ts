import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const tags = pgTable('tags', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  color: text('color').notNull().default('blue'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
