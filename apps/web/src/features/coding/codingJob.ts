/**
 * A queued rule apply or recode (ADR 0015), followed until it ends: the server's answer to GET
 * /api/v1/coding-jobs/:id, kept current by the '/file-convert' socket's `coding_job` events, and
 * read again every few seconds as long as it runs (an event missed while the socket was down, or
 * the page reloaded). The job's id is kept in the tab's session storage, so a reload finds it.
 */
import { codingJobAnswerSchema, codingJobSchema, type CodingJob } from '@ledgerdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../app/http/client';
import { isFinished, jobMemory, useFollowedJob } from '../../app/http/jobs';

export { isFinished };

const memory = jobMemory('ledgerdesk.codingJob.');

export async function fetchCodingJob(id: string, signal?: AbortSignal) {
  return (await api(codingJobAnswerSchema, `/api/v1/coding-jobs/${encodeURIComponent(id)}`, { signal })).data;
}

/** The job a screen started (`where` names the screen), kept for a reload of the tab. */
export const rememberedJob = memory.recall;
export const rememberJob = memory.keep;

const CODING_JOB = { key: ['coding', 'job'], read: fetchCodingJob, event: 'coding_job', schema: codingJobSchema } as const;

/** The job as it is now (undefined until first read); its end refreshes the lists it changed. */
export function useCodingJob(id: string | null): CodingJob | undefined {
  const queryClient = useQueryClient();
  const job = useFollowedJob(id, CODING_JOB);
  const ended = isFinished(job);
  useEffect(() => {
    if (!ended) return;
    for (const queryKey of [['coding', 'rules'], ['coding', 'runs'], ['recode']]) void queryClient.invalidateQueries({ queryKey });
  }, [ended, queryClient]);
  return job;
}
