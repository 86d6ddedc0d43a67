/**
 * What a background job adds to a run's command (jobs.queue.ts): it hears how far the run got, and
 * completes its job inside the run's own transaction, so the job is done exactly when the run
 * commits and a retry on another node never writes it twice.
 */
import type { Db } from '../../platform/db/client.js';

export type RunPhase = 'matching' | 'writing';

export interface RunSteps<R> {
  progress?(phase: RunPhase, figures?: { lines: number; total: number | null }): void;
  /** The command's last step, in its transaction. */
  beforeCommit?(db: Db, result: R): Promise<void>;
}
