/**
 * The runs (batches) that coded lines with a rule: who, when, how many lines. Each opens its lines
 * (before and after) and can be undone; the undo lists the lines it kept because they changed since.
 */
import { Button, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeptLines } from './KeptLines';
import { RUNS_PAGE, useRuns } from './queries';
import { RunLines } from './RunLines';
import { RunList } from './RunList';
import { useCodingRunUndo, type UndoneRun } from './useCodingRunUndo';

export function RuleRuns({ ruleId }: { ruleId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [kept, setKept] = useState<UndoneRun | null>(null);
  const runs = useRuns(ruleId, page);
  const undo = useCodingRunUndo(setKept);
  if (runs.isPending) return <Skeleton h={160} />;
  const list = runs.data?.data ?? [];
  if (list.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('coding.view.noRuns')}
      </Text>
    );

  return (
    <RunList
      runs={list}
      undo={undo}
      pagination={{ page, pageSize: RUNS_PAGE, total: runs.data?.pagination.total ?? 0, onChange: setPage, disabled: runs.isFetching }}
      actions={(run) => (
        <Button variant="subtle" size="xs" onClick={() => setOpen(open === run.id ? null : run.id)} aria-expanded={open === run.id}>
          {open === run.id ? t('coding.view.hideLines') : t('coding.view.showLines')}
        </Button>
      )}
      details={(run) => (
        <>
          {kept?.runId === run.id && <KeptLines lines={kept.kept} />}
          {open === run.id && <RunLines runId={run.id} />}
        </>
      )}
    />
  );
}
