import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';
import { brands } from './brands.tables.js';

/**
 * The staff a brand names to approve lock requests of its businesses, besides the Super Admins
 * and the roles that approve by permission (issue 15).
 */
export const brandLockApprovers = pgTable(
  'brand_lock_approvers',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  // The approvals list and the notifications look up a user's brands.
  (t) => [primaryKey({ columns: [t.brandId, t.userId] }), index('brand_lock_approvers_user_idx').on(t.userId)],
);
