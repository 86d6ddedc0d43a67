/** A rule's saved versions, newest first: who saved which mode, status and how many conditions. */
import { isGroup, type ConditionGroup } from '@ledgerdesk/domain';
import { Badge, Group, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import { useRuleVersions } from './queries';

const countConditions = (group: ConditionGroup): number =>
  group.conditions.reduce((sum, node) => sum + (isGroup(node) ? countConditions(node) : 1), 0);

export function RuleVersions({ ruleId }: { ruleId: string }) {
  const { t } = useTranslation();
  const versions = useRuleVersions(ruleId);
  if (versions.isPending) return <Skeleton h={120} />;
  const list = [...(versions.data ?? [])].sort((a, b) => b.version - a.version);
  if (list.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('coding.view.noVersions')}
      </Text>
    );
  return (
    <Timeline active={0} bulletSize={14} lineWidth={2}>
      {list.map((version) => (
        <Timeline.Item key={version.version} title={t('coding.view.version', { version: version.version })}>
          <Stack gap={4}>
            <Text size="sm">{version.name}</Text>
            <Group gap={4}>
              <Badge size="sm" variant="light">
                {t(`coding.status.${version.status}`)}
              </Badge>
              <Badge size="sm" variant="outline">
                {t(`coding.mode.${version.mode}`)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {t('coding.view.conditionCount', { count: countConditions(version.conditions) })} ·{' '}
              {t('coding.view.splitCount', { count: version.actions.splits.length })}
            </Text>
            <Text size="xs" c="dimmed">
              {version.savedBy
                ? t('coding.view.savedBy', { date: formatDateTime(version.savedAt), name: version.savedBy })
                : t('coding.view.savedAt', { date: formatDateTime(version.savedAt) })}
            </Text>
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
