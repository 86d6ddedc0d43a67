/**
 * The runs (batches) that coded lines with a rule: who, when, how many lines. Each opens its lines
 * (before and after) and can be undone; the undo lists the lines it kept because they changed since.
 */
import type { TransactionDto } from '@ledgerdesk/domain';
import { formatCents } from '@ledgerdesk/domain';
import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { RUNS_PAGE, useRuns, useUndoRun } from './queries';
import { RunLines } from './RunLines';
import { RunSummary } from './RunSummary';

export function RuleRuns({ ruleId }: { ruleId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [undoing, setUndoing] = useState<string | null>(null);
  const [kept, setKept] = useState<{ runId: string; lines: TransactionDto[] } | null>(null);
  const runs = useRuns(ruleId, page);
  const undo = useUndoRun();
  if (runs.isPending) return <Skeleton h={160} />;
  const list = runs.data?.data ?? [];
  if (list.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('coding.view.noRuns')}
      </Text>
    );

  const confirmUndo = () => {
    if (!undoing) return;
    const runId = undoing;
    undo.mutate(runId, {
      onSuccess: (answer) => setKept({ runId, lines: answer.keptChangedSince }),
      onSettled: () => setUndoing(null),
    });
  };

  return (
    <Stack gap="sm">
      {list.map((run) => (
        <Paper key={run.id} withBorder p="sm" radius="sm">
          <Group justify="space-between" wrap="nowrap">
            <RunSummary run={run} />
            <Group gap="xs" wrap="nowrap">
              <Button variant="subtle" size="xs" onClick={() => setOpen(open === run.id ? null : run.id)} aria-expanded={open === run.id}>
                {open === run.id ? t('coding.view.hideLines') : t('coding.view.showLines')}
              </Button>
              {!run.undoneAt && (
                <Button variant="light" color="red" size="xs" onClick={() => setUndoing(run.id)}>
                  {t('coding.view.undo')}
                </Button>
              )}
            </Group>
          </Group>
          {kept?.runId === run.id && kept.lines.length > 0 && (
            <Alert color="yellow" mt="sm" title={t('coding.view.keptTitle')}>
              <Table fz="sm" aria-label={t('coding.view.keptTitle')}>
                <Table.Tbody>
                  {kept.lines.map((line) => (
                    <Table.Tr key={line.id}>
                      <Table.Td>{line.date}</Table.Td>
                      <Table.Td>{line.description}</Table.Td>
                      <Table.Td ta="right">{formatCents(line.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Alert>
          )}
          {open === run.id && <RunLines runId={run.id} />}
        </Paper>
      ))}
      <PrevNextPagination
        page={page}
        pageSize={RUNS_PAGE}
        total={runs.data?.pagination.total ?? 0}
        onChange={setPage}
        disabled={runs.isFetching}
      />
      <ConfirmModal
        opened={undoing !== null}
        onClose={() => setUndoing(null)}
        onConfirm={confirmUndo}
        title={t('coding.view.undoTitle')}
        confirmLabel={t('coding.view.undoConfirm')}
        color="red"
        loading={undo.isPending}
      >
        <Text size="sm">{t('coding.view.undoBody')}</Text>
      </ConfirmModal>
    </Stack>
  );
}
