/**
 * Import progress from the '/file-convert' socket namespace ('import_progress'). Progress is a
 * hint: every event also refetches the import list, which is the record.
 */
import { importProgressSchema, type ImportProgress } from '@ledgerdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { openSocket } from '../../app/http/socket';
import { useAuthState } from '../auth/session';

export function useImportProgress(): ImportProgress | null {
  const { accessToken } = useAuthState();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  useEffect(() => {
    if (!accessToken) return undefined;
    const socket = openSocket('/file-convert', accessToken, { reconnectionDelayMax: 10_000 });
    socket.on('import_progress', (raw: unknown) => {
      const parsed = importProgressSchema.safeParse(raw);
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
