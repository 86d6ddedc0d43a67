/**
 * Applies a recode, as a queued job whose progress the page shows; once done, the toast carries
 * the count and an Undo button that calls the undo endpoint (entries changed since are kept, and
 * the toast says how many). Later, the batch is undone from the page's recent recodes.
 */
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { rememberedJob, rememberJob, useCodingJob } from '../coding/codingJob';
import { applyRecode, undoRecode } from './api';

function useRefreshRecode() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['recode'] });
}

/** Undoes a recode batch and says how many entries were restored and kept. */
export function useUndoRecode() {
  const { t } = useTranslation();
  const refresh = useRefreshRecode();
  return useMutation({
    mutationFn: undoRecode,
    onSuccess: (answer) => {
      const kept = answer.keptChangedSince.length;
      showSuccess(kept > 0 ? t('recode.undo.partial', { restored: answer.restoredEntries, kept }) : t('recode.undo.done'));
      void refresh();
    },
    onError: (error) => showError(error),
  });
}

/** Where the tab keeps the recode's job across a reload. */
const RECODE_JOB = 'recode';

/**
 * Queues a recode and follows its job: while it runs (or when it failed) `job` is what the page
 * shows; once done, the toast with Undo appears and the job is let go.
 */
export function useApplyRecode(onApplied: () => void) {
  const { t } = useTranslation();
  const refresh = useRefreshRecode();
  const undo = useUndoRecode();
  const [jobId, setJobId] = useState(() => rememberedJob(RECODE_JOB));
  const job = useCodingJob(jobId);
  const told = useRef<string | null>(null);

  const start = useMutation({
    mutationFn: applyRecode,
    onSuccess: (started) => {
      rememberJob(RECODE_JOB, started.id);
      setJobId(started.id);
    },
    onError: (error) => showError(error),
  });

  const run = job?.state === 'done' ? job.run : null;
  useEffect(() => {
    if (!run || told.current === run.id) return;
    told.current = run.id;
    const id = `recode-${run.id}`;
    notifications.show({
      id,
      color: 'teal',
      autoClose: 20_000,
      message: (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t('recode.applied', { count: run.lineCount, shown: run.lineCount.toLocaleString() })}</Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              notifications.hide(id);
              undo.mutate(run.id);
            }}
          >
            {t('recode.undo.button')}
          </Button>
        </Group>
      ),
    });
    rememberJob(RECODE_JOB, null);
    setJobId(null);
    onApplied();
    void refresh();
  }, [run, t, undo, onApplied, refresh]);

  const dismiss = () => {
    rememberJob(RECODE_JOB, null);
    setJobId(null);
  };
  return { start, job: jobId === null ? undefined : job, following: jobId !== null && !run, dismiss };
}
