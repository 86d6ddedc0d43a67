/**
 * System settings (/secret, Super Admin): the mail server, the ABR GUID, the upload limit, the
 * session length, whether staff must use two-factor sign-in, and the token signing key. Secrets never come back: only their last four
 * characters, masked.
 */
import { z } from 'zod';
import { dataAnswer } from './answers.js';

export const UPLOAD_LIMIT_MB = { min: 1, max: 10_240 } as const;
export const SESSION_HOURS = { min: 1, max: 720 } as const;

/** '••••abcd': what the API shows of a stored secret. */
export function maskSecret(secret: string): string {
  return `••••${secret.slice(-4)}`;
}

export const systemSettingsSchema = z.object({
  smtp: z.object({
    /** Null: mail goes where SMTP_URL says (or to the outbox folder without it). */
    host: z.string().nullable(),
    port: z.number().int(),
    secure: z.boolean(),
    username: z.string().nullable(),
    /** The stored password masked to its last four characters, or null when none is stored. */
    password: z.string().nullable(),
    from: z.string().nullable(),
  }),
  /** Masked like the SMTP password; null when lookups are off. */
  abrGuid: z.string().nullable(),
  uploadMaxMb: z.number().int(),
  sessionHours: z.number().int(),
  /** Staff must sign in with a second factor; those without one set it up at their next sign-in. */
  requireTwoFactor: z.boolean(),
  /** When the token signing key was last rotated; null while the start-up key is in use. */
  signingKeyRotatedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type SystemSettingsDto = z.infer<typeof systemSettingsSchema>;

const optionalText = (max: number) => z.string().trim().max(max);

/**
 * A secret field: left out keeps the stored one, '' removes it, anything else replaces it.
 * The same rule for the SMTP password and the ABR GUID.
 */
const secretInput = z.string().trim().max(500);

export const updateSystemSettingsBodySchema = z
  .object({
    smtp: z
      .object({
        host: optionalText(253),
        port: z.number().int().min(1).max(65_535),
        secure: z.boolean(),
        username: optionalText(254),
        password: secretInput.optional(),
        from: optionalText(254),
      })
      .optional(),
    abrGuid: secretInput.optional(),
    uploadMaxMb: z.number().int().min(UPLOAD_LIMIT_MB.min).max(UPLOAD_LIMIT_MB.max).optional(),
    sessionHours: z.number().int().min(SESSION_HOURS.min).max(SESSION_HOURS.max).optional(),
    requireTwoFactor: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Send at least one setting to change.');
export type UpdateSystemSettingsInput = z.infer<typeof updateSystemSettingsBodySchema>;

export const testMailBodySchema = z.object({
  to: z.string().trim().max(254).pipe(z.email('Enter a valid email address.')).optional(),
});
export type TestMailInput = z.infer<typeof testMailBodySchema>;

/** The rotation ends every session, the caller's too: the body says they were warned. */
export const rotateSigningKeyBodySchema = z.object({ confirm: z.literal(true) });

export const systemSettingsAnswerSchema = dataAnswer(systemSettingsSchema);
export const testMailAnswerSchema = dataAnswer(z.object({ to: z.string() }));
export const rotateSigningKeyAnswerSchema = dataAnswer(z.object({ rotatedAt: z.string() }));
