/**
 * Long coding work runs as a background job (ADR 0015): applying one rule or every active rule
 * to existing lines, and find-and-recode. The POST answers 202 with the job; its progress comes
 * on the '/file-convert' socket ('coding_job', the same shape), and GET /api/v1/coding-jobs/:id
 * reads it again after a reload. The run is written in one transaction, so a job is either done
 * with its run or failed with nothing written.
 */
import { z } from 'zod';
import { runSchema } from './coding.js';

export const CODING_JOB_KINDS = ['apply-rule', 'apply-active', 'recode'] as const;
export type CodingJobKind = (typeof CODING_JOB_KINDS)[number];

/** A job a user started and follows (a rule run, an export): queued → running → done or failed. */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** What a running job is doing: finding the lines, then writing them (one transaction). */
export const CODING_JOB_PHASES = ['matching', 'writing'] as const;

export const codingJobSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CODING_JOB_KINDS),
  state: z.enum(JOB_STATES),
  /** Known only from the live events: a job read back while running says null. */
  phase: z.enum(CODING_JOB_PHASES).nullable(),
  /** Lines (recode: entries) being written, and of how many in the target, once matched. */
  lines: z.number().int().nullable(),
  total: z.number().int().nullable(),
  /** The finished run. */
  run: runSchema.nullable(),
  /** A recode's figures beside its run. */
  recode: z.object({ entries: z.number().int(), lockedSkipped: z.number().int() }).nullable(),
  /** Why it failed, in the starter's language. */
  error: z.string().nullable(),
});
export type CodingJob = z.infer<typeof codingJobSchema>;
export const codingJobAnswerSchema = z.object({ data: codingJobSchema });
