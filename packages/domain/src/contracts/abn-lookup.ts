/**
 * ABN lookup's answer, declared once: the checksum result always, and what the Australian
 * Business Register said (or why it could not be asked) when the checksum passes.
 */
import { z } from 'zod';
import { dataAnswer } from './answers.js';

/**
 * active / cancelled: the register's answer (cached with its date). unknown: the register has no
 * such ABN. off: no ABR GUID is configured. refused: the register did not accept the GUID.
 * timeout, unavailable, unreadable: the register did not answer in time, answered with an HTTP
 * error, or answered something that is not its format. Only active and cancelled are cached.
 */
export const ABN_REGISTER_OUTCOMES = ['active', 'cancelled', 'unknown', 'off', 'refused', 'timeout', 'unavailable', 'unreadable'] as const;
export type AbnRegisterOutcome = (typeof ABN_REGISTER_OUTCOMES)[number];

export const abnRegisterAnswerSchema = z.object({
  outcome: z.enum(ABN_REGISTER_OUTCOMES),
  entityName: z.string().nullable(),
  businessNames: z.array(z.string()),
  entityType: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  /** Registered for GST from this date (YYYY-MM-DD), null when not registered. */
  gstFrom: z.string().nullable(),
  /** The date the ABN's status (active or cancelled) took effect. */
  statusFrom: z.string().nullable(),
  /** When the register gave this answer (ISO); null when it gave none. */
  checkedAt: z.string().nullable(),
  /** True when the answer comes from the database rather than a call made now. */
  cached: z.boolean(),
});
export type AbnRegisterAnswer = z.infer<typeof abnRegisterAnswerSchema>;

export const abnCheckSchema = z.object({
  /** The digits typed, spaces, hyphens and an AU prefix removed. */
  abn: z.string(),
  formatted: z.string(),
  valid: z.boolean(),
  /** Null when the checksum fails: the register is not asked about a number that cannot exist. */
  register: abnRegisterAnswerSchema.nullable(),
});
export type AbnCheckDto = z.infer<typeof abnCheckSchema>;

export const abnLookupQuerySchema = z.object({
  abn: z.string().trim().min(1, 'Enter an ABN.').max(40),
  /** Ask the register again even when a recent answer is cached. */
  refresh: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type AbnLookupQuery = z.input<typeof abnLookupQuerySchema>;

export const abnCheckAnswerSchema = dataAnswer(abnCheckSchema);
