/**
 * Apply every active rule to one business's existing lines, first match wins. The server says
 * when the run would code more than half of the lines (a 409 with the figures): the modal asks,
 * and the run goes again confirmed. The run is queued as a job: the modal follows its progress,
 * also after a reload, and shows the finished run with its Undo, or why it failed.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodingJobProgress } from './CodingJobProgress';
import { isFinished, rememberedJob, rememberJob, useCodingJob } from './codingJob';
import { KeptLines } from './KeptLines';
import { useBankAccountOptions } from './lookups';
import { useApplyActiveRules } from './queries';
import { RunList } from './RunList';
import { RunTargetModal } from './RunTargetModal';
import { emptyTarget, runTargetFor, type TargetForm } from './runTarget';
import { confirmationAsked } from './serverErrors';
import { useCodingRunUndo, type UndoneRun } from './useCodingRunUndo';

/** Where the tab keeps the job of this modal across a reload. */
export const APPLY_ACTIVE_JOB = 'apply-active';

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
  const [jobId, setJobId] = useState(() => rememberedJob(APPLY_ACTIVE_JOB));
  const job = useCodingJob(jobId);
  const [kept, setKept] = useState<UndoneRun | null>(null);
  const bankAccounts = useBankAccountOptions(target.businessId);
  const apply = useApplyActiveRules();
  const undo = useCodingRunUndo(setKept);
  const run = kept?.run ?? (job?.state === 'done' ? job.run : null);

  const runTarget = { ...runTargetFor(target.businessId, target), businessId: target.businessId };
  const key = JSON.stringify(runTarget);
  const bigAsked = asked?.key === key ? asked : null;
  const close = () => {
    // A run still going stays followed: the modal opens on it again.
    if (isFinished(job)) {
      rememberJob(APPLY_ACTIVE_JOB, null);
      setJobId(null);
      setKept(null);
    }
    onClose();
  };
  const submit = () =>
    apply.mutate(
      { target: runTarget, confirmed: bigAsked !== null && confirmedFor === key },
      {
        onSuccess: (started) => {
          rememberJob(APPLY_ACTIVE_JOB, started.id);
          setJobId(started.id);
        },
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
        jobId === null ? null : (
          <Stack gap="md">
            {run ? (
              <>
                <Text size="sm" role="status">
                  {run.lineCount === 0 ? t('coding.applyActive.nothing') : t('coding.applyActive.done', { count: run.lineCount })}
                </Text>
                {run.lineCount > 0 && <RunList runs={[run]} undo={undo} details={() => kept && <KeptLines lines={kept.kept} />} />}
              </>
            ) : (
              <CodingJobProgress job={job} />
            )}
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
