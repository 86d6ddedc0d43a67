import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    language: text('language', { enum: ['en', 'vi'] }).notNull().default('en'),
    roleId: smallint('role_id').notNull(),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Bumped on password change or deactivation; tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_role_id_check', sql`${t.roleId} between 1 and 7`),
  ],
);

export type UserRow = typeof users.$inferSelect;
