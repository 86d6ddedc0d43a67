/**
 * Applying rules to existing lines and find-and-recode run as jobs of one queue (ADR 0015): the
 * request checks scope and the over-half confirmation, queues, and answers 202; whichever node
 * takes the job runs the same service as the request did, as the user who started it (reloaded,
 * so a user deactivated meanwhile runs nothing), telling that user alone how it goes on the
 * '/file-convert' socket. The run's command completes the job in its own transaction: a node
 * killed mid-run leaves nothing written, and the retry on another node writes the run once.
 */
import { message, type CodingJob, type RecodeApplyAnswer } from '@ledgerdesk/domain';
import type { FastifyRequest } from 'fastify';
import { currentUser, type AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import type { JobAttempt, QueueSpec } from '../../platform/jobs.js';
import { requestLanguage } from '../../platform/language.js';
import { realtimeEvent } from '../../platform/realtime/index.js';
import { runUserJob } from '../../platform/user-jobs.js';
import { actingUser } from '../users/index.js';
import { emptyJob, type CodingWork, type JobData, type JobOutput } from './jobs.presenter.js';
import { applyRecode } from './recode.apply.js';
import type { RunSteps } from './run-steps.js';
import { applyActiveRules } from './runs.active.js';
import { applyRule } from './runs.service.js';

export const CODING_QUEUE = 'coding-run';

/** A business error fails the job at once; a crash or a lost node is retried twice, 5 s apart. */
const SPEC = { retryLimit: 2, retryDelay: 5, heartbeatSeconds: 10, expireInSeconds: 3600 } satisfies QueueSpec;

export const codingJobEvent = realtimeEvent<CodingJob>('/file-convert', 'coding_job');

type Settle = (db: Db, output: JobOutput) => Promise<void>;

/** The service the request used to run, with the job's steps; its result as the job's output. */
function runWork(
  ctx: AppContext,
  actor: AuthUser,
  work: CodingWork,
  progress: RunSteps<unknown>['progress'],
  settle: Settle,
): Promise<JobOutput> {
  switch (work.kind) {
    case 'apply-rule':
      return applyRule(ctx, actor, work.input, { progress, beforeCommit: (db, run) => settle(db, { run }) }).then((run) => ({ run }));
    case 'apply-active':
      return applyActiveRules(ctx, actor, work.input, { progress, beforeCommit: (db, run) => settle(db, { run }) }).then((run) => ({
        run,
      }));
    case 'recode': {
      const output = ({ run, ...recode }: RecodeApplyAnswer['data']) => ({ run, recode });
      return applyRecode(ctx, actor, work.input, { progress, beforeCommit: (db, result) => settle(db, output(result)) }).then(output);
    }
  }
}

async function work(ctx: AppContext, data: JobData, attempt: JobAttempt): Promise<void> {
  const tell = (job: Partial<CodingJob>) =>
    ctx.realtime.toUser(data.actorId, codingJobEvent, { ...emptyJob(attempt.id, data.kind), ...job });
  const failure = {
    queue: CODING_QUEUE,
    attempt,
    retryLimit: SPEC.retryLimit,
    language: data.language,
    crashed: message('coding.jobFailed'),
  };
  await runUserJob(ctx.jobs, { ...failure, fail: (error) => tell({ state: 'failed', error }) }, async () => {
    const actor = await actingUser(ctx.db, data.actorId, 'coding:rules');
    if (!actor) throw Errors.forbidden();
    const output = await runWork(
      ctx,
      actor,
      data,
      (phase, figures) => tell({ state: 'running', phase, lines: figures?.lines ?? null, total: figures?.total ?? null }),
      // In the run's transaction: refused, and the run rolled back, if another node has taken the job over.
      (db, result) => ctx.jobs.settle(CODING_QUEUE, attempt, result, db),
    );
    tell({ state: 'done', run: output.run, recode: output.recode ?? null });
  });
}

export function defineCodingJobs(ctx: AppContext): void {
  ctx.jobs.define<JobData>(CODING_QUEUE, SPEC, (data, attempt) => work(ctx, data, attempt));
}

/**
 * What a route does to start a run: the request's own checks (scope, the over-half confirmation),
 * then the job queued for the caller; the answer is the job, for a 202.
 */
export async function queueChecked<W extends CodingWork>(
  ctx: AppContext,
  request: FastifyRequest,
  work: W,
  check: (ctx: AppContext, actor: AuthUser, input: W['input']) => Promise<void>,
): Promise<{ data: CodingJob }> {
  const actor = currentUser(request);
  await check(ctx, actor, work.input);
  const data: JobData = { ...work, actorId: actor.id, language: requestLanguage(request) };
  const id = await ctx.jobs.send(CODING_QUEUE, data);
  if (!id) throw new Error('the coding job was not queued');
  return { data: { ...emptyJob(id, work.kind), state: 'queued' } };
}
