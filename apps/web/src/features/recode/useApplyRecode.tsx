/**
 * Applies a recode; the success toast carries the count and an Undo button that calls the undo
 * endpoint (entries changed since are kept, and the toast says how many). Later, the batch is
 * undone from the page's recent recodes.
 */
import type { RecodeApplyAnswer } from '@ledgerdesk/domain';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
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

export function useApplyRecode(onApplied: () => void) {
  const { t } = useTranslation();
  const refresh = useRefreshRecode();
  const undo = useUndoRecode();

  return useMutation({
    mutationFn: applyRecode,
    onSuccess: ({ run }: RecodeApplyAnswer['data']) => {
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
      onApplied();
      void refresh();
    },
    onError: (error) => showError(error),
  });
}
