/**
 * Apply a saved, active rule to existing lines: the target, what the preview says would be coded,
 * and a confirmation when the rule would code more than half of the lines it looks at. The run is
 * queued as a job: the modal follows its progress (also after a reload) to the result or the failure.
 */
import type { RunTarget } from '@ledgerdesk/domain';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewRule } from './api';
import { CodingJobProgress } from './CodingJobProgress';
import { isFinished, rememberedJob, rememberJob, useCodingJob } from './codingJob';
import { useApplyRule } from './queries';
import type { Option } from './ConditionValueInput';
import { RunTargetModal } from './RunTargetModal';
import type { TargetForm } from './runTarget';

/** Where the tab keeps the job of a rule's apply across a reload. */
export const applyJobOf = (ruleId: string) => `apply-rule:${ruleId}`;

export interface ApplyModalProps {
  ruleId: string;
  opened: boolean;
  onClose: () => void;
  target: TargetForm;
  onTargetChange: (patch: Partial<TargetForm>) => void;
  toRunTarget: (target: TargetForm) => RunTarget;
  chooseBusiness: boolean;
  bankAccounts: Option[];
}

export function ApplyModal({
  ruleId,
  opened,
  onClose,
  target,
  onTargetChange,
  toRunTarget,
  chooseBusiness,
  bankAccounts,
}: ApplyModalProps) {
  const { t } = useTranslation();
  const runTarget = toRunTarget(target);
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  const [jobId, setJobId] = useState(() => rememberedJob(applyJobOf(ruleId)));
  const job = useCodingJob(jobId);
  const summary = useQuery({
    queryKey: ['coding', 'applySummary', ruleId, runTarget],
    queryFn: ({ signal }) => previewRule({ ruleId, target: runTarget, skip: 0, limit: 1 }, signal),
    enabled: opened && jobId === null,
  });
  const apply = useApplyRule();
  const totals = summary.data?.totals;
  const toCode = totals?.byOutcome.code ?? 0;
  const big = (totals?.share ?? 0) > 0.5;
  const key = JSON.stringify(runTarget);
  const submit = () =>
    apply.mutate(
      { ruleId, target: runTarget, confirmed: big },
      {
        onSuccess: (started) => {
          rememberJob(applyJobOf(ruleId), started.id);
          setJobId(started.id);
        },
      },
    );
  const close = () => {
    // A run still going stays followed: the modal opens on it again.
    if (isFinished(job)) {
      rememberJob(applyJobOf(ruleId), null);
      setJobId(null);
    }
    onClose();
  };
  const run = job?.state === 'done' ? job.run : null;

  return (
    <RunTargetModal
      title={t('coding.apply.title')}
      opened={opened}
      onClose={close}
      fields={{ target, onChange: onTargetChange, chooseBusiness, bankAccounts }}
      bigShare={
        big && !summary.isFetching
          ? {
              message: t('coding.apply.bigShare', { share: `${Math.round((totals?.share ?? 0) * 100)}%` }),
              confirmed: confirmedFor === key,
              onConfirm: () => setConfirmedFor(key),
            }
          : null
      }
      submit={{
        label: t('coding.apply.submit'),
        onClick: submit,
        loading: apply.isPending,
        disabled: summary.isFetching || !totals || toCode === 0 || (big && confirmedFor !== key),
      }}
      done={
        jobId === null ? null : (
          <Stack gap="md">
            {run ? (
              <Text size="sm" role="status">
                {run.lineCount === 0 ? t('coding.apply.nothing') : t('coding.apply.done', { count: run.lineCount })}
              </Text>
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
      {summary.isFetching && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('coding.apply.checking')}</Text>
        </Group>
      )}
      {totals && !summary.isFetching && (
        <Text size="sm" role="status">
          {toCode === 0 ? t('coding.apply.nothing') : t('coding.apply.summary', { count: toCode, skipped: totals.matched - toCode })}
        </Text>
      )}
    </RunTargetModal>
  );
}
