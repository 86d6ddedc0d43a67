/**
 * The recode batches the caller may see, newest first: who, when, how many lines and businesses,
 * and an Undo for each batch not undone yet, long after its toast has gone.
 */
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRuns } from '../coding/api';
import { RunList } from '../coding/RunList';
import { useUndoRecode } from './useApplyRecode';

const PAGE = 5;

export function RecentRecodes() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const runs = useQuery({
    queryKey: ['recode', 'runs', page],
    queryFn: ({ signal }) => fetchRuns({ kind: 'recode', skip: (page - 1) * PAGE, limit: PAGE }, signal),
    placeholderData: keepPreviousData,
  });
  const undo = useUndoRecode();
  const list = runs.data?.data ?? [];

  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('recode.history.title')}
      </Title>
      {runs.isPending ? (
        <Skeleton h={60} />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recode.history.empty')}
        </Text>
      ) : (
        <RunList
          runs={list}
          rowTestId="recode-run"
          undo={{
            label: t('recode.undo.button'),
            title: t('recode.history.undoTitle'),
            body: t('recode.history.undoBody'),
            confirmLabel: t('recode.history.undoConfirm'),
            pending: undo.isPending,
            run: (runId, done) => undo.mutate(runId, { onSettled: done }),
          }}
          pagination={{ page, pageSize: PAGE, total: runs.data?.pagination.total ?? 0, onChange: setPage, disabled: runs.isFetching }}
        />
      )}
    </Stack>
  );
}
