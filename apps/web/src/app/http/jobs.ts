/**
 * A background job a screen started (ADR 0015), followed until it ends: read from its GET, kept
 * current by its socket event on '/file-convert', and read again every few seconds while it runs
 * (an event missed while the socket was down, or the page reloaded). The job's id is kept in the
 * tab's session storage under the screen's name, so a reload finds it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { useAuthState } from '../../features/auth/session';
import { openSocket } from './socket';

const READ_AGAIN_MS = 2_000;

interface Job {
  id: string;
  state: string;
}

export const isFinished = (job: Job | undefined) => job?.state === 'done' || job?.state === 'failed';

/** Where a kind of job keeps the id of the one each screen started: `prefix` + the screen's name. */
export function jobMemory(prefix: string) {
  return {
    recall: (where: string): string | null => sessionStorage.getItem(prefix + where),
    keep: (where: string, id: string | null): void => {
      if (id === null) sessionStorage.removeItem(prefix + where);
      else sessionStorage.setItem(prefix + where, id);
    },
  };
}

/** One kind of job, declared once as a module constant (the hook's effect depends on it). */
export interface FollowedJob<J extends Job> {
  /** The query key of the job, with its id appended. */
  key: readonly string[];
  read: (id: string, signal: AbortSignal) => Promise<J>;
  /** The socket event that carries the job's new state, in the job's own shape. */
  event: string;
  schema: z.ZodType<J>;
}

/** The job as it is now (undefined until first read). */
export function useFollowedJob<J extends Job>(id: string | null, { key, read, event, schema }: FollowedJob<J>): J | undefined {
  const { accessToken } = useAuthState();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...key, id ?? ''],
    queryFn: ({ signal }) => read(id ?? '', signal),
    enabled: id !== null,
    refetchInterval: (q) => (isFinished(q.state.data) ? false : READ_AGAIN_MS),
  });
  useEffect(() => {
    if (!accessToken || id === null) return undefined;
    const socket = openSocket('/file-convert', accessToken, { reconnectionDelayMax: 10_000 });
    socket.on(event, (raw: unknown) => {
      const parsed = schema.safeParse(raw);
      if (parsed.success && parsed.data.id === id) queryClient.setQueryData([...key, id], parsed.data);
    });
    return () => {
      socket.disconnect();
    };
  }, [accessToken, id, queryClient, key, event, schema]);
  return query.data;
}
