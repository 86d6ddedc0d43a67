/**
 * A queued rule apply or recode (ADR 0015), followed until it ends: the server's answer to GET
 * /api/v1/coding-jobs/:id, kept current by the '/file-convert' socket's `coding_job` events, and
 * read again every few seconds as long as it runs (an event missed while the socket was down, or
 * the page reloaded). The job's id is kept in the tab's session storage, so a reload finds it.
 */
import { codingJobAnswerSchema, codingJobSchema, type CodingJob } from '@ledgerdesk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../app/http/client';
import { openSocket } from '../../app/http/socket';
import { useAuthState } from '../auth/session';

const READ_AGAIN_MS = 2_000;
const STORED = 'ledgerdesk.codingJob.';

export const isFinished = (job: CodingJob | undefined) => job?.state === 'done' || job?.state === 'failed';

const jobKey = (id: string) => ['coding', 'job', id] as const;

export async function fetchCodingJob(id: string, signal?: AbortSignal) {
  return (await api(codingJobAnswerSchema, `/api/v1/coding-jobs/${encodeURIComponent(id)}`, { signal })).data;
}

/** The job a screen started (`where` names the screen), kept for a reload of the tab. */
export function rememberedJob(where: string): string | null {
  return sessionStorage.getItem(STORED + where);
}

export function rememberJob(where: string, id: string | null): void {
  if (id === null) sessionStorage.removeItem(STORED + where);
  else sessionStorage.setItem(STORED + where, id);
}

/** The job as it is now (undefined until first read); its end refreshes the lists it changed. */
export function useCodingJob(id: string | null): CodingJob | undefined {
  const { accessToken } = useAuthState();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: jobKey(id ?? ''),
    queryFn: ({ signal }) => fetchCodingJob(id ?? '', signal),
    enabled: id !== null,
    refetchInterval: (q) => (isFinished(q.state.data) ? false : READ_AGAIN_MS),
  });
  useEffect(() => {
    if (!accessToken || id === null) return undefined;
    const socket = openSocket('/file-convert', accessToken, { reconnectionDelayMax: 10_000 });
    socket.on('coding_job', (raw: unknown) => {
      const parsed = codingJobSchema.safeParse(raw);
      if (parsed.success && parsed.data.id === id) queryClient.setQueryData(jobKey(id), parsed.data);
    });
    return () => {
      socket.disconnect();
    };
  }, [accessToken, id, queryClient]);
  const ended = isFinished(query.data);
  useEffect(() => {
    if (!ended) return;
    for (const queryKey of [['coding', 'rules'], ['coding', 'runs'], ['recode']]) void queryClient.invalidateQueries({ queryKey });
  }, [ended, queryClient]);
  return query.data;
}
