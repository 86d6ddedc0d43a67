/**
 * Apply every active rule to one business's existing lines, first match wins. The server says
 * when the run would code more than half of the lines (a 409 with the figures): the modal asks,
 * and the run goes again confirmed. The finished run is shown with its Undo.
 */
import type { RunDto } from '@ledgerdesk/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeptLines } from './KeptLines';
import { useBankAccountOptions } from './lookups';
import { useApplyActiveRules } from './queries';
import { RunList } from './RunList';
import { RunTargetModal } from './RunTargetModal';
import { emptyTarget, runTargetFor, type TargetForm } from './runTarget';
import { confirmationAsked } from './serverErrors';
import { useCodingRunUndo, type UndoneRun } from './useCodingRunUndo';

export interface ApplyActiveModalProps {
  opened: boolean;
  onClose: () => void;
  /** The business the list is filtered to, if any: where the target starts. */
  businessId?: string;
}

export function ApplyActiveModal({ opened, onClose, businessId = '' }: ApplyActiveModalProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<TargetForm>({ ...emptyTarget, businessId });
  const [asked, setAsked] = useState<{ key: string; lines: number; total: number } | null>(null);
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  const [run, setRun] = useState<RunDto | null>(null);
  const [kept, setKept] = useState<UndoneRun | null>(null);
  const bankAccounts = useBankAccountOptions(target.businessId);
  const apply = useApplyActiveRules();
  const undo = useCodingRunUndo((undone) => {
    setKept(undone);
    setRun(undone.run);
  });

  const runTarget = { ...runTargetFor(target.businessId, target), businessId: target.businessId };
  const key = JSON.stringify(runTarget);
  const bigAsked = asked?.key === key ? asked : null;
  const close = () => {
    setRun(null);
    setKept(null);
    onClose();
  };
  const submit = () =>
    apply.mutate(
      { target: runTarget, confirmed: bigAsked !== null && confirmedFor === key },
      {
        onSuccess: setRun,
        onError: (error) => {
          const figures = confirmationAsked(error);
          if (figures) setAsked({ key, ...figures });
        },
      },
    );

  return (
    <RunTargetModal
      title={t('coding.applyActive.title')}
      opened={opened}
      onClose={close}
      fields={{
        target,
        onChange: (patch) => setTarget((current) => ({ ...current, ...patch })),
        chooseBusiness: true,
        businessRequired: true,
        bankAccounts,
      }}
      bigShare={
        bigAsked && {
          message: t('coding.applyActive.bigShare', {
            lines: bigAsked.lines,
            total: bigAsked.total,
            share: `${Math.round((bigAsked.lines / bigAsked.total) * 100)}%`,
          }),
          confirmed: confirmedFor === key,
          onConfirm: () => setConfirmedFor(key),
        }
      }
      submit={{ label: t('coding.applyActive.submit'), onClick: submit, loading: apply.isPending, disabled: target.businessId === '' }}
      done={
        run && (
          <Stack gap="md">
            <Text size="sm" role="status">
              {run.lineCount === 0 ? t('coding.applyActive.nothing') : t('coding.applyActive.done', { count: run.lineCount })}
            </Text>
            {run.lineCount > 0 && <RunList runs={[run]} undo={undo} details={() => kept && <KeptLines lines={kept.kept} />} />}
            <Group justify="flex-end">
              <Button onClick={close}>{t('coding.applyActive.close')}</Button>
            </Group>
          </Stack>
        )
      }
    >
      <Text size="sm" c="dimmed">
        {t('coding.applyActive.help')}
      </Text>
    </RunTargetModal>
  );
}
