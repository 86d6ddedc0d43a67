/** One run (batch) in a history: its kind, when and by whom, whether undone, and its size. */
import type { RunDto } from '@ledgerdesk/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';

export function RunSummary({ run }: { run: RunDto }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Badge variant="light">{t(`coding.view.runKind.${run.kind}`)}</Badge>
        <Text size="sm" fw={500}>
          {formatDateTime(run.createdAt)}
          {run.createdBy ? ` · ${run.createdBy}` : ''}
        </Text>
        {run.undoneAt && <Badge color="gray">{t('coding.view.undone', { date: formatDateTime(run.undoneAt) })}</Badge>}
      </Group>
      <Text size="xs" c="dimmed">
        {t('coding.view.runLines', { count: run.lineCount })} · {t('coding.view.runBusinesses', { count: run.businessCount })}
      </Text>
    </Stack>
  );
}
