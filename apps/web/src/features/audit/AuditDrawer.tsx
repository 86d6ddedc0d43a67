/** One audit entry: before and after side by side, changed fields highlighted. */
import { Badge, Code, Drawer, Group, Paper, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import { isAuditEntity, type AuditEntry } from './api';
import { changedKeys, fieldsOf } from './jsonDiff';

function Side({ title, value, changed, tone }: { title: string; value: unknown; changed: readonly string[]; tone: 'red' | 'teal' }) {
  const { t } = useTranslation();
  const fields = fieldsOf(value);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={title}>
      <Title order={3} fz="sm" mb="xs">
        {title}
      </Title>
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {value === null || value === undefined ? t('audit.none') : JSON.stringify(value)}
        </Text>
      ) : (
        <Stack gap={2} component="dl" m={0}>
          {fields.map(([key, inner]) => {
            const isChanged = changed.includes(key);
            return (
              <div
                key={key}
                data-changed={isChanged || undefined}
                style={{ borderRadius: 4, padding: '2px 6px', background: isChanged ? `var(--mantine-color-${tone}-light)` : undefined }}
              >
                <Group component="dt" gap={6}>
                  <Text component="span" size="xs" fw={700} ff="monospace">
                    {key}
                  </Text>
                  {isChanged && (
                    <Badge component="span" size="xs" variant="filled" color={tone} tt="none">
                      {t('audit.changed')}
                    </Badge>
                  )}
                </Group>
                <Text component="dd" m={0} size="xs" ff="monospace" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {JSON.stringify(inner, null, 2)}
                </Text>
              </div>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

export function AuditDrawer({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const changed = entry ? changedKeys(entry.before, entry.after) : [];
  return (
    <Drawer
      opened={entry !== null}
      onClose={onClose}
      position="right"
      size={760}
      title={t('audit.drawerTitle')}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {entry && (
        <Stack gap="md">
          <Group gap="sm">
            <Code>{entry.action}</Code>
            <Badge variant="light" tt="none">
              {isAuditEntity(entry.entity) ? t(`audit.entities.${entry.entity}`) : entry.entity}
            </Badge>
          </Group>
          <Text size="sm">
            {t('audit.summary', {
              when: formatDateTime(entry.createdAt),
              who: entry.actor ? entry.actor.name || entry.actor.email : t('audit.system'),
            })}
          </Text>
          {entry.entityId && (
            <Text size="xs" c="dimmed" ff="monospace">
              {t('audit.columns.entityId')}: {entry.entityId}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {changed.length > 0 ? t('audit.changedKeys', { keys: changed.join(', ') }) : t('audit.noChanges')}
          </Text>
          <SimpleGrid cols={2} spacing="md">
            <Side title={t('audit.before')} value={entry.before} changed={changed} tone="red" />
            <Side title={t('audit.after')} value={entry.after} changed={changed} tone="teal" />
          </SimpleGrid>
        </Stack>
      )}
    </Drawer>
  );
}
