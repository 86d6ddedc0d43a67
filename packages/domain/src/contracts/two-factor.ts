/**
 * Two-factor sign-in (TOTP, RFC 6238, with one-time recovery codes) and the list of one's
 * sessions, declared once: the server validates and documents with these, the web parses them.
 */
import { z } from 'zod';
import { dataAnswer } from './answers.js';
import { authStateSchema } from './auth.js';

export const RECOVERY_CODE_COUNT = 10;

/** Six digits from the authenticator app, or a recovery code (`xxxxx-xxxxx`); spaces are ignored. */
const code = z
  .string()
  .trim()
  .min(1, 'Required.')
  .max(40)
  .transform((value) => value.replace(/\s+/g, ''));
const challenge = z.string().min(1).max(200);
const password = z.string().min(1, 'Required.').max(128);

/** Whether a code looks like the authenticator's six digits (else it is taken as a recovery code). */
export const isTotpCode = (value: string): boolean => /^\d{6}$/.test(value);

/**
 * What a right password answers: the session, or the second step it needs first. `code`: the
 * user has two-factor sign-in and must give a code; `enrol`: the practice requires it and the
 * user must set it up now. `challenge` carries the sign-in to that step (5 and 15 minutes).
 */
export const secondStepSchema = z.object({ twoFactor: z.enum(['code', 'enrol']), challenge: z.string() });
export const signInSchema = z.union([authStateSchema, secondStepSchema]);
export const signInAnswerSchema = dataAnswer(signInSchema);
export type SecondStep = z.infer<typeof secondStepSchema>;
export type SignIn = z.infer<typeof signInSchema>;

export const twoFactorCodeBodySchema = z.object({ challenge, code });
export const enrolStartBodySchema = z.object({ challenge });

/** A new secret to put in an authenticator app: as text, as an otpauth:// URL and as that URL's QR code (SVG). */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
export const twoFactorSetupAnswerSchema = dataAnswer(twoFactorSetupSchema);
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Shown once, when made: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const recoveryCodesAnswerSchema = dataAnswer(recoveryCodesSchema);

export const enrolConfirmBodySchema = z.object({ challenge, code });
export const enrolledSignInAnswerSchema = dataAnswer(z.object({ auth: authStateSchema, recoveryCodes: z.array(z.string()) }));

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** The practice requires it of this user's role (system settings). */
  required: z.boolean(),
});
export const twoFactorStatusAnswerSchema = dataAnswer(twoFactorStatusSchema);
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const confirmTwoFactorBodySchema = z.object({ code });
/** Turning it off, or making new recovery codes, takes the password and a code (or a recovery code). */
export const proveTwoFactorBodySchema = z.object({ password, code });

export const sessionSchema = z.object({
  id: z.string(),
  userAgent: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export const sessionsAnswerSchema = dataAnswer(z.array(sessionSchema));
export type UserSession = z.infer<typeof sessionSchema>;
export const sessionIdParamsSchema = z.object({ id: z.uuid() });
export const endedSessionsAnswerSchema = dataAnswer(z.object({ ended: z.number().int() }));
