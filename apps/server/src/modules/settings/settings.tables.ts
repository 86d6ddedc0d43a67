import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * The one row of system settings. A null column means "as the environment says" (SMTP_URL,
 * UPLOAD_MAX_MB, the 24-hour session, JWT_SECRET). Secret columns hold AES-256-GCM sealed text
 * (platform/secrets.ts), never the secret itself.
 */
export const systemSettings = pgTable(
  'system_settings',
  {
    id: smallint('id').primaryKey().default(1),
    smtpHost: text('smtp_host'),
    smtpPort: integer('smtp_port'),
    smtpSecure: boolean('smtp_secure').notNull().default(false),
    smtpUsername: text('smtp_username'),
    smtpPasswordSealed: text('smtp_password_sealed'),
    smtpFrom: text('smtp_from'),
    abrGuidSealed: text('abr_guid_sealed'),
    uploadMaxMb: integer('upload_max_mb'),
    sessionHours: integer('session_hours'),
    signingKeySealed: text('signing_key_sealed'),
    signingKeyRotatedAt: timestamp('signing_key_rotated_at', { withTimezone: true }),
    /** Staff must sign in with a second factor; those without one enrol at their next sign-in. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('system_settings_single_row', sql`${t.id} = 1`)],
);
