/**
 * Applies a recode; the success toast carries the count and an Undo button that calls the undo
 * endpoint (entries changed since are kept, and the toast says how many).
 */
import type { RecodeApplyAnswer } from '@ledgerdesk/domain';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { applyRecode, undoRecode } from './api';

export function useApplyRecode(onApplied: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['recode'] });

  const undo = useMutation({
    mutationFn: undoRecode,
    onSuccess: (answer) => {
      const kept = answer.keptChangedSince.length;
      showSuccess(kept > 0 ? t('recode.undo.partial', { restored: answer.restoredEntries, kept }) : t('recode.undo.done'));
      void refresh();
    },
    onError: (error) => showError(error),
  });

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
