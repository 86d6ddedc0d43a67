/**
 * The recode batches the caller may see, newest first: who, when, how many lines and businesses,
 * and an Undo for each batch not undone yet, long after its toast has gone.
 */
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { fetchRuns } from '../coding/api';
import { RunSummary } from '../coding/RunSummary';
import { useUndoRecode } from './useApplyRecode';

const PAGE = 5;

export function RecentRecodes() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [undoing, setUndoing] = useState<string | null>(null);
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
        list.map((run) => (
          <Paper key={run.id} withBorder p="sm" radius="sm" data-testid="recode-run">
            <Group justify="space-between" wrap="nowrap">
              <RunSummary run={run} />
              {!run.undoneAt && (
                <Button variant="light" color="red" size="xs" onClick={() => setUndoing(run.id)}>
                  {t('recode.undo.button')}
                </Button>
              )}
            </Group>
          </Paper>
        ))
      )}
      <PrevNextPagination
        page={page}
        pageSize={PAGE}
        total={runs.data?.pagination.total ?? 0}
        onChange={setPage}
        disabled={runs.isFetching}
      />
      <ConfirmModal
        opened={undoing !== null}
        onClose={() => setUndoing(null)}
        onConfirm={() => undoing && undo.mutate(undoing, { onSettled: () => setUndoing(null) })}
        title={t('recode.history.undoTitle')}
        confirmLabel={t('recode.history.undoConfirm')}
        color="red"
        loading={undo.isPending}
      >
        <Text size="sm">{t('recode.history.undoBody')}</Text>
      </ConfirmModal>
    </Stack>
  );
}
