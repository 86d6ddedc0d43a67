/**
 * Import progress from the '/file-convert' socket namespace ('import_progress'). Progress is a
 * hint: every event also refetches the import list, which is the record.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import { z } from 'zod';
import { apiBaseUrl } from '../../app/http/client';
import { useAuthState } from '../auth/session';

const progressSchema = z.object({
  importId: z.string(),
  step: z.enum(['preview', 'commit']),
  stage: z.enum(['parsing', 'checking', 'committing', 'done', 'failed']),
  processed: z.number(),
  total: z.number(),
  message: z.string().optional(),
});
export type ImportProgress = z.infer<typeof progressSchema>;

export function useImportProgress(): ImportProgress | null {
  const { accessToken } = useAuthState();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  useEffect(() => {
    if (!accessToken) return undefined;
    const socket = io(`${apiBaseUrl()}/file-convert`, { auth: { token: accessToken }, reconnectionDelayMax: 10_000 });
    socket.on('import_progress', (raw: unknown) => {
      const parsed = progressSchema.safeParse(raw);
      if (!parsed.success) return;
      setProgress(parsed.data);
      void queryClient.invalidateQueries({ queryKey: ['imports'] });
    });
    return () => {
      socket.disconnect();
    };
  }, [accessToken, queryClient]);
  return progress;
}
