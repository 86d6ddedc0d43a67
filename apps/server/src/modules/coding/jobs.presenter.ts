/** A coding job as its starter sees it, from what pg-boss keeps of it (state, data, output). */
import {
  message,
  type AccountLanguage,
  type ActiveRulesApplyRequest,
  type CodingJob,
  type CodingJobKind,
  type RecodeRequest,
  type RunDto,
  type RunTarget,
} from '@ledgerdesk/domain';
import type { StoredJob } from '../../platform/jobs.js';
import { presentUserJob } from '../../platform/user-jobs.js';

export type CodingWork =
  | { kind: 'apply-rule'; input: { ruleId: string; target: RunTarget; confirmed: boolean } }
  | { kind: 'apply-active'; input: ActiveRulesApplyRequest }
  | { kind: 'recode'; input: RecodeRequest };

/** What a job carries: the work, who started it (the only one who hears of it) and in which language. */
export type JobData = CodingWork & { actorId: string; language: AccountLanguage };

/** What a job ends with: its run (and a recode's figures), or the reason it failed. */
export type JobOutput = { run: RunDto; recode?: { entries: number; lockedSkipped: number } };
type StoredOutput = Partial<JobOutput> & { error?: string };

export const emptyJob = (id: string, kind: CodingJobKind): CodingJob => ({
  id,
  kind,
  state: 'running',
  phase: null,
  lines: null,
  total: null,
  run: null,
  recode: null,
  error: null,
});

export function presentJob(job: StoredJob<JobData>): CodingJob {
  const blank = emptyJob(job.id, job.data.kind);
  const completed = (): CodingJob => {
    const output = (job.output ?? {}) as StoredOutput;
    if (output.error !== undefined || !output.run) return { ...blank, state: 'failed', error: output.error ?? null };
    return { ...blank, state: 'done', run: output.run, recode: output.recode ?? null, lines: output.run.lineCount };
  };
  return presentUserJob(job, blank, completed, message('coding.jobFailed'));
}
