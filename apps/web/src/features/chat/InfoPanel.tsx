/** The information side panel (260px): the channel's members, received files and requested files. */
import { Badge, Box, CloseButton, Group, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import type { Channel } from './api';
import { AttachmentList } from './AttachmentList';
import { useChannelFiles } from './queries';

export const INFO_PANEL_WIDTH = 260;

const STATUS_COLORS = { open: 'teal', expired: 'gray', revoked: 'red' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={4} size="sm">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function InfoPanel({ channel, onClose }: { channel: Channel; onClose: () => void }) {
  const { t } = useTranslation();
  const files = useChannelFiles(channel.id);
  const received = files.data?.received.filter((f) => !f.deleted) ?? [];
  const requested = files.data?.requested ?? [];
  return (
    <Box
      component="aside"
      aria-label={t('chat.info')}
      w={INFO_PANEL_WIDTH}
      bg="var(--mantine-color-body)"
      style={{
        position: 'absolute',
        top: 0,
        right: 0,
        bottom: 0,
        zIndex: 5,
        borderLeft: '1px solid var(--mantine-color-default-border)',
        boxShadow: 'var(--mantine-shadow-md)',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Group justify="space-between" px="md" py="sm">
        <Text fw={700}>{t('chat.info')}</Text>
        <CloseButton onClick={onClose} aria-label={t('chat.hideInfo')} />
      </Group>
      <ScrollArea style={{ flex: 1 }} px="md" pb="md">
        <Stack gap="lg">
          <Section title={t('chat.members')}>
            {channel.members.map((m) => (
              <Text key={m.id} size="sm" truncate>
                {m.name}
              </Text>
            ))}
          </Section>
          {files.isLoading && <Loader size="sm" aria-label={t('common.loading')} />}
          <Section title={t('chat.receivedFiles')}>
            {!files.isLoading && received.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('chat.noReceivedFiles')}
              </Text>
            )}
            {received.map((f) => (
              <Box key={`${f.messageId}-${f.fileId}`}>
                <AttachmentList attachments={[f]} />
                <Text size="xs" c="dimmed">
                  {f.sentBy?.name} · {formatDateTime(f.sentAt)}
                </Text>
              </Box>
            ))}
          </Section>
          <Section title={t('chat.requestedFiles')}>
            {!files.isLoading && requested.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('chat.noRequestedFiles')}
              </Text>
            )}
            {requested.map((r) => (
              <Stack key={r.uploadRequestId} gap={2}>
                <Group gap={6} wrap="nowrap">
                  <Badge size="xs" color={STATUS_COLORS[r.status]} variant="light">
                    {t(`chat.requestStatus.${r.status}`)}
                  </Badge>
                  <Text size="xs" c="dimmed" truncate>
                    {r.folderName}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {r.requestedBy?.name} · {formatDateTime(r.requestedAt)} ·{' '}
                  {t('chat.filesArrived', { count: r.received.filter((f) => !f.deleted).length })}
                </Text>
                <AttachmentList attachments={r.received.filter((f) => !f.deleted)} />
              </Stack>
            ))}
          </Section>
        </Stack>
      </ScrollArea>
    </Box>
  );
}
