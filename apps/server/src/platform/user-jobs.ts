/**
 * Jobs a user started and hears of (rule runs, exports): how pg-boss's record of one reads to its
 * starter, and the failure policy. A business error
 * (AppError) would fail the same way again, so the job ends at once with the reason in the
 * starter's language; anything else is retried, on this node or another, and only the last
 * attempt tells the starter, with `crashed` (never the stack pg-boss keeps).
 */
import { renderMessage, type AccountLanguage, type JobState, type Message } from '@ledgerdesk/domain';
import { AppError } from './errors.js';
import type { JobAttempt, Jobs, StoredJob } from './jobs.js';

export interface UserJob {
  queue: string;
  attempt: JobAttempt;
  retryLimit: number;
  language: AccountLanguage;
  crashed: Message;
  /** Tells the starter the job failed, with the reason to show. */
  fail(error: string): void;
}

export async function runUserJob(jobs: Jobs, job: UserJob, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    if (!(err instanceof AppError)) {
      if (job.attempt.retryCount >= job.retryLimit) job.fail(renderMessage(job.language, job.crashed));
      throw err;
    }
    const error = err.say(job.language);
    await jobs.settle(job.queue, job.attempt, { error });
    job.fail(error);
  }
}

/**
 * A stored job as its starter reads it: `blank` (running) waiting or running, `completed()` once
 * its handler ended, and `crashed` in the starter's words when pg-boss gave up on it (the stack it
 * keeps as the output is never shown).
 */
export function presentUserJob<J extends { state: JobState; error: string | null }>(
  job: StoredJob<{ language: AccountLanguage }>,
  blank: J,
  completed: () => J,
  crashed: Message,
): J {
  switch (job.state) {
    case 'created':
    case 'retry':
      return { ...blank, state: 'queued' };
    case 'active':
      return blank;
    case 'completed':
      return completed();
    case 'failed':
    case 'cancelled':
      return { ...blank, state: 'failed', error: renderMessage(job.data.language, crashed) };
  }
}
