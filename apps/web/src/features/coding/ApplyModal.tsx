/**
 * Apply a saved, active rule to existing lines: the target, what the preview says would be coded,
 * and a confirmation when the rule would code more than half of the lines it looks at.
 */
import type { RunTarget } from '@ledgerdesk/domain';
import { Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewRule } from './api';
import { useApplyRule } from './queries';
import type { Option } from './ConditionValueInput';
import { RunTargetModal } from './RunTargetModal';
import type { TargetForm } from './runTarget';

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
  const summary = useQuery({
    queryKey: ['coding', 'applySummary', ruleId, runTarget],
    queryFn: ({ signal }) => previewRule({ ruleId, target: runTarget, skip: 0, limit: 1 }, signal),
    enabled: opened,
  });
  const apply = useApplyRule();
  const totals = summary.data?.totals;
  const toCode = totals?.byOutcome.code ?? 0;
  const big = (totals?.share ?? 0) > 0.5;
  const key = JSON.stringify(runTarget);
  const submit = () => apply.mutate({ ruleId, target: runTarget, confirmed: big }, { onSuccess: onClose });

  return (
    <RunTargetModal
      title={t('coding.apply.title')}
      opened={opened}
      onClose={onClose}
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
