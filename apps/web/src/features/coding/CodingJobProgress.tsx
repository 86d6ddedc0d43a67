/**
 * How far a queued rule apply or recode has got: a progress bar by phase (waiting, finding the
 * lines, writing them in one batch), or why it failed. The run is one transaction, so there is no
 * count of lines written so far: the bar moves by phase, and a failure means nothing changed.
 */
import type { CodingJob } from '@ledgerdesk/domain';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/** How far along the bar is, and what it says, by phase. */
function stepOf(job: CodingJob | undefined, t: TFunction): { value: number; label: string } {
  if (!job || job.state === 'queued') return { value: 10, label: t('codingJobs.queued') };
  if (job.phase === 'matching') return { value: 35, label: t('codingJobs.matching') };
  if (job.phase === 'writing' && job.lines !== null) {
    const lines = job.lines.toLocaleString();
    const label =
      job.total === null ? t('codingJobs.writingCount', { lines }) : t('codingJobs.writing', { lines, total: job.total.toLocaleString() });
    return { value: 70, label };
  }
  return { value: 50, label: t('codingJobs.working') };
}

export function CodingJobProgress({ job }: { job: CodingJob | undefined }) {
  const { t } = useTranslation();
  if (job?.state === 'failed')
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('codingJobs.failed')} role="alert">
        {job.error}
      </Alert>
    );
  const { value, label } = stepOf(job, t);
  return (
    <Stack gap="xs">
      <Text size="sm" role="status">
        {label}
      </Text>
      <Progress.Root size="md">
        <Progress.Section value={value} animated striped aria-label={t('codingJobs.progress')} aria-valuetext={label} />
      </Progress.Root>
      <Text size="xs" c="dimmed">
        {t('codingJobs.leave')}
      </Text>
    </Stack>
  );
}
