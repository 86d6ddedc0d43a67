/** What a screen with export buttons needs: start an export job, and the window that follows it. */
import type { ExportJob } from '@ledgerdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { createElement, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/notify';
import { rememberedExport, rememberExport } from './exportJob';
import { ExportJobModal } from './ExportJobModal';

/** `where` names the screen, so each keeps its own job across a reload of the tab. */
export function useExportJobs(where: string) {
  const { t } = useTranslation();
  const [jobId, setJobId] = useState<string | null>(() => rememberedExport(where));
  const start = useMutation({
    mutationFn: (launch: () => Promise<ExportJob>) => launch(),
    onSuccess: (job) => {
      rememberExport(where, job.id);
      setJobId(job.id);
    },
    onError: (error) => showError(error, t('exportJobs.startFailed')),
  });
  const close = useCallback(() => {
    rememberExport(where, null);
    setJobId(null);
  }, [where]);
  return {
    start: start.mutate,
    starting: start.isPending,
    /** The window to render beside the buttons. */
    progress: createElement(ExportJobModal, { jobId, onClose: close }),
  };
}
