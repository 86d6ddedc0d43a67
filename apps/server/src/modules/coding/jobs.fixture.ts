/**
 * For tests of the queued runs: start one over HTTP and wait for its job to end. A refusal before
 * queuing (409, 404, 400…) comes back as answered; a queued run as 202 with what its job ended
 * with in `body` (the run, a recode's figures, or the failure's message) and the job itself.
 */
import type { CodingJob } from '@ledgerdesk/domain';
import type { ApiClient } from '../../../test/harness.js';

export interface Settled<T> {
  status: number;
  body: { data: T; message?: string; details?: unknown };
  job: CodingJob | null;
}

export async function jobEnd(api: ApiClient, id: string, token: string, timeoutMs = 30_000): Promise<CodingJob> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await api.get<{ data: CodingJob }>(`/api/v1/coding-jobs/${id}`, { token });
    if (res.status !== 200) throw new Error(`reading job ${id} answered ${res.status}`);
    if (res.body.data.state === 'done' || res.body.data.state === 'failed') return res.body.data;
    if (Date.now() > until) throw new Error(`job ${id} still ${res.body.data.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function runJob<T>(
  api: ApiClient,
  url: string,
  body: unknown,
  token: string,
  result: (job: CodingJob) => T,
): Promise<Settled<T>> {
  const started = await api.post<{ data: CodingJob; message?: string; details?: unknown }>(url, body, { token });
  if (started.status !== 202) return { status: started.status, body: started.body as Settled<T>['body'], job: null };
  const job = await jobEnd(api, started.body.data.id, token);
  const message = job.error ?? undefined;
  return { status: 202, body: { data: result(job), ...(message !== undefined && { message }) }, job };
}

/** The finished run of an apply (null when it failed). */
export const runOf = (job: CodingJob) => job.run as NonNullable<CodingJob['run']>;

/** A recode's answer: its run and figures. */
export const recodeOf = (job: CodingJob) => ({
  run: runOf(job),
  entries: job.recode?.entries ?? 0,
  lockedSkipped: job.recode?.lockedSkipped ?? 0,
});
