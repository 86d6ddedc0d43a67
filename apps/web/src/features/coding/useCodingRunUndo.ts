/** The Undo of a coding run, wherever it is listed: asks in the run's words, then hands back what the undo kept. */
import type { RunDto, TransactionDto } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { useUndoRun } from './queries';
import type { RunUndo } from './RunList';

export interface UndoneRun {
  runId: string;
  /** The run as it is now, undone. */
  run: RunDto;
  kept: TransactionDto[];
}

export function useCodingRunUndo(onUndone: (undone: UndoneRun) => void): RunUndo {
  const { t } = useTranslation();
  const undo = useUndoRun();
  return {
    label: t('coding.view.undo'),
    title: t('coding.view.undoTitle'),
    body: t('coding.view.undoBody'),
    confirmLabel: t('coding.view.undoConfirm'),
    pending: undo.isPending,
    run: (runId, done) =>
      undo.mutate(runId, { onSuccess: (answer) => onUndone({ runId, run: answer.run, kept: answer.keptChangedSince }), onSettled: done }),
  };
}
