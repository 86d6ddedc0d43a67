/**
 * The failure policy of a job a user started and hears of (rule runs, exports): a business error
 * (AppError) would fail the same way again, so the job ends at once with the reason in the
 * starter's language; anything else is retried, on this node or another, and only the last
 * attempt tells the starter, with `crashed` (never the stack pg-boss keeps).
 */
import { renderMessage, type AccountLanguage, type Message } from '@ledgerdesk/domain';
import { AppError } from './errors.js';
import type { JobAttempt, Jobs } from './jobs.js';

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
