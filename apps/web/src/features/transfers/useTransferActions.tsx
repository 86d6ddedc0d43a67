/**
 * The decisions on pairs, each followed by a toast: accepting says how many pairs were coded and
 * how many were skipped (locked, coded since) and offers Undo; undo and reject say what they did.
 * Every decision refetches the pairs and the master table, whose lines they mark.
 */
import type { TransferDecisionAnswer, TransferDecisionInput } from '@ledgerdesk/domain';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { analyzeTransfers, decidePairs } from './api';

function useRefresh(businessId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['transfers', businessId] });
    await queryClient.invalidateQueries({ queryKey: ['ledger'] });
  };
}

export function useAnalyze(businessId: string) {
  const { t } = useTranslation();
  const refresh = useRefresh(businessId);
  return useMutation({
    mutationFn: (days: number) => analyzeTransfers(businessId, days),
    onSuccess: ({ proposed }) => {
      showSuccess(t('transfers.analyzed', { count: proposed }));
      void refresh();
    },
    onError: (error) => showError(error),
  });
}

export function useUndo(businessId: string) {
  const { t } = useTranslation();
  const refresh = useRefresh(businessId);
  return useMutation({
    mutationFn: (pairIds: string[]) => decidePairs(businessId, 'undo', { pairIds }),
    onSuccess: ({ done, skipped }) => {
      showSuccess(
        skipped.length
          ? t('transfers.undone.partial', { count: done.length, kept: skipped.length })
          : t('transfers.undone.done', { count: done.length }),
      );
      void refresh();
    },
    onError: (error) => showError(error),
  });
}

export function useReject(businessId: string) {
  const { t } = useTranslation();
  const refresh = useRefresh(businessId);
  return useMutation({
    mutationFn: (pairIds: string[]) => decidePairs(businessId, 'reject', { pairIds }),
    onSuccess: ({ done }) => {
      showSuccess(t('transfers.rejected', { count: done.length }));
      void refresh();
    },
    onError: (error) => showError(error),
  });
}

export function useAccept(businessId: string) {
  const { t } = useTranslation();
  const refresh = useRefresh(businessId);
  const undo = useUndo(businessId);
  return useMutation({
    mutationFn: (selection: TransferDecisionInput) => decidePairs(businessId, 'accept', selection),
    onSuccess: ({ done, skipped }: TransferDecisionAnswer) => {
      void refresh();
      if (done.length === 0) {
        notifications.show({
          color: 'orange',
          message: t('transfers.accepted.none', { count: skipped.length, reason: skipped[0]?.reason ?? '' }),
        });
        return;
      }
      const id = `transfers-${done[0]?.id ?? ''}`;
      notifications.show({
        id,
        color: 'teal',
        autoClose: 20_000,
        message: (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              {t('transfers.accepted.done', { count: done.length })}
              {skipped.length > 0 && ` ${t('transfers.accepted.skipped', { count: skipped.length })}`}
            </Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                notifications.hide(id);
                undo.mutate(done.map((p) => p.id));
              }}
            >
              {t('transfers.undo')}
            </Button>
          </Group>
        ),
      });
    },
    onError: (error) => showError(error),
  });
}
