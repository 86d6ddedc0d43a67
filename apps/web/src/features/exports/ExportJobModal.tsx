/**
 * An export running in the background: a progress bar (a ledger export counts the journal lines
 * written of those counted first; a report is laid out in one go, so its bar only says it works),
 * then the file to download. A failure is said as a toast and closes the window. The job stays in
 * the tab's session storage until closed, so a reload opens this again on it.
 */
import type { ExportJob } from '@ledgerdesk/domain';
import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/notify';
import { formatDateTime } from '../../ui/format';
import { downloadExportFile, useExportJob } from './exportJob';

function stepOf(job: ExportJob | undefined, t: TFunction): { value: number; label: string } {
  if (!job || job.state === 'queued') return { value: 5, label: t('exportJobs.queued') };
  if (job.state === 'done') return { value: 100, label: t('exportJobs.done') };
  if (job.lines !== null && job.total !== null && job.total > 0) {
    const label = t('exportJobs.lines', { lines: job.lines.toLocaleString(), total: job.total.toLocaleString() });
    return { value: Math.max(5, Math.min(99, Math.round((job.lines / job.total) * 100))), label };
  }
  return { value: 50, label: t('exportJobs.working') };
}

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function ExportJobModal({ jobId, onClose }: { jobId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const job = useExportJob(jobId);
  const download = useMutation({
    mutationFn: (done: ExportJob) => downloadExportFile(done),
    onError: (error) => showError(error, t('exportJobs.downloadFailed')),
  });
  const failed = job?.state === 'failed';
  useEffect(() => {
    if (!failed) return;
    showError(new Error(job.error ?? t('exportJobs.failed')), t('exportJobs.failed'));
    onClose();
  }, [failed, job?.error, onClose, t]);
  const { value, label } = stepOf(job, t);
  const done = job?.state === 'done' ? job : undefined;
  return (
    <Modal opened={jobId !== null && !failed} onClose={onClose} title={t('exportJobs.title')} centered>
      <Stack gap="sm">
        <Text size="sm" role="status">
          {label}
        </Text>
        <Progress.Root size="md">
          <Progress.Section value={value} animated={!done} striped={!done} aria-label={t('exportJobs.progress')} aria-valuetext={label} />
        </Progress.Root>
        {done?.expiresAt ? (
          <>
            <Text size="sm">{t('exportJobs.ready', { name: done.fileName ?? '', size: sizeOf(done.bytes ?? 0) })}</Text>
            <Text size="xs" c="dimmed">
              {t('exportJobs.expires', { date: formatDateTime(done.expiresAt) })}
            </Text>
          </>
        ) : (
          <Text size="xs" c="dimmed">
            {t('exportJobs.leave')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={!done}
            loading={download.isPending}
            onClick={() => done && download.mutate(done)}
          >
            {t('exportJobs.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
