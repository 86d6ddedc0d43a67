/**
 * Runs (batches) as rows: each with its summary, any actions of the caller's and an Undo while it
 * is not undone, which asks first. The rule history, the recent recodes and the result of an
 * apply all list runs this way.
 */
import type { RunDto } from '@ledgerdesk/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { RunSummary } from './RunSummary';

export interface RunUndo {
  label: string;
  title: string;
  body: string;
  confirmLabel: string;
  pending: boolean;
  /** Undoes the run; `done` closes the confirmation whether it worked or not. */
  run: (runId: string, done: () => void) => void;
}

export interface RunListProps {
  runs: RunDto[];
  undo: RunUndo;
  /** Shown once there is more than one page. */
  pagination?: { page: number; pageSize: number; total: number; onChange: (page: number) => void; disabled: boolean };
  /** Buttons beside a run's Undo. */
  actions?: (run: RunDto) => ReactNode;
  /** What shows under a run's row. */
  details?: (run: RunDto) => ReactNode;
  rowTestId?: string;
}

export function RunList({ runs, undo, pagination, actions, details, rowTestId }: RunListProps) {
  const [undoing, setUndoing] = useState<string | null>(null);
  return (
    <Stack gap="sm">
      {runs.map((run) => (
        <Paper key={run.id} withBorder p="sm" radius="sm" data-testid={rowTestId}>
          <Group justify="space-between" wrap="nowrap">
            <RunSummary run={run} />
            <Group gap="xs" wrap="nowrap">
              {actions?.(run)}
              {!run.undoneAt && (
                <Button variant="light" color="red" size="xs" onClick={() => setUndoing(run.id)}>
                  {undo.label}
                </Button>
              )}
            </Group>
          </Group>
          {details?.(run)}
        </Paper>
      ))}
      {pagination && pagination.total > pagination.pageSize && <PrevNextPagination {...pagination} />}
      <ConfirmModal
        opened={undoing !== null}
        onClose={() => setUndoing(null)}
        onConfirm={() => undoing && undo.run(undoing, () => setUndoing(null))}
        title={undo.title}
        confirmLabel={undo.confirmLabel}
        color="red"
        loading={undo.pending}
      >
        <Text size="sm">{undo.body}</Text>
      </ConfirmModal>
    </Stack>
  );
}
