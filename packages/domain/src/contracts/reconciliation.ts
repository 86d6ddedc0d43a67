/**
 * The bank reconciliation answers of the API: a bank account's statement and ledger balances at
 * a date, the lines that explain their difference, and the reconciliations made so far.
 */
import { z } from 'zod';
import { isoDateSchema } from './dates.js';

const isoDate = isoDateSchema('Use a date written YYYY-MM-DD.');
const cents = z.number().int('Amounts are whole cents.').refine(Number.isSafeInteger, 'The amount is too large.');

export const reconciliationQuerySchema = z.object({
  date: isoDate,
  /** A balance typed from the statement; without it, an imported statement's closing balance on `date`. */
  statementBalance: z.coerce.number().pipe(cents).optional(),
});
export type ReconciliationQuery = z.infer<typeof reconciliationQuerySchema>;

export const reconcileBodySchema = z.object({ statementDate: isoDate, statementBalance: cents });
export type ReconcileInput = z.infer<typeof reconcileBodySchema>;

export const reconciliationLineSchema = z.object({
  /** The bank transaction (uncoded) or the journal entry (unmatched). */
  id: z.string(),
  date: z.string(),
  description: z.string(),
  amount: z.number().int(),
  entryNumber: z.number().int().nullable(),
});
export type ReconciliationLineDto = z.infer<typeof reconciliationLineSchema>;

const lineGroupSchema = z.object({
  count: z.number().int(),
  amount: z.number().int(),
  /** The first lines, oldest first; `count` and `amount` cover them all. */
  lines: z.array(reconciliationLineSchema),
});

export const reconciliationRecordSchema = z.object({
  id: z.string(),
  statementDate: z.string(),
  statementBalance: z.number().int(),
  lineCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ReconciliationRecordDto = z.infer<typeof reconciliationRecordSchema>;

/** A closing balance an imported statement gave, offered as the statement balance at its date. */
export const statementBalanceSchema = z.object({ date: z.string(), balance: z.number().int(), fileName: z.string() });
export type StatementBalanceDto = z.infer<typeof statementBalanceSchema>;

export const reconciliationSchema = z.object({
  bankAccountId: z.string(),
  date: z.string(),
  statementBalance: z.number().int().nullable(),
  statementSource: z.enum(['typed', 'import']).nullable(),
  ledgerBalance: z.number().int(),
  /** Statement minus ledger, and what the uncoded and unmatched lines leave of it; null without a statement balance. */
  difference: z.number().int().nullable(),
  unexplained: z.number().int().nullable(),
  reconciles: z.boolean(),
  uncoded: lineGroupSchema,
  unmatched: lineGroupSchema,
  /** The latest reconciliation's statement date: lines on or before it are reconciled. */
  reconciledThrough: z.string().nullable(),
  statements: z.array(statementBalanceSchema),
  history: z.array(reconciliationRecordSchema),
});
export type ReconciliationDto = z.infer<typeof reconciliationSchema>;

export const reconciliationAnswerSchema = z.object({ data: reconciliationSchema });
export const reconciliationRecordAnswerSchema = z.object({ data: reconciliationRecordSchema });
