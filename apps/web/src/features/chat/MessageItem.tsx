/** One message: author, time, text (safely), attachments; the author can edit or delete it. */
import { ActionIcon, Badge, Box, Group, Menu, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDots, IconFileUpload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/notify';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { formatDateTime } from '../../ui/format';
import { UserAvatar } from '../../ui/UserAvatar';
import { deleteMessage, type ChatMember, type ChatMessage } from './api';
import { AttachmentList } from './AttachmentList';
import { markDeleted } from './feedCache';
import { MessageEditor } from './MessageEditor';
import { MessageText } from './MessageText';

interface MessageItemProps {
  message: ChatMessage;
  members: ChatMember[];
  own: boolean;
}

export function MessageItem({ message, members, own }: MessageItemProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, edit] = useDisclosure(false);
  const [confirming, confirm] = useDisclosure(false);
  const remove = useMutation({
    mutationFn: () => deleteMessage(message.id),
    onSuccess: () => {
      markDeleted(queryClient, message.channelId, message.id);
      confirm.close();
    },
    onError: (error) => showError(error),
  });
  const [firstName = '', ...rest] = (message.author?.name ?? '').split(' ');
  const editable = own && !message.deleted && message.kind === 'text';

  return (
    <Group
      align="flex-start"
      gap="sm"
      wrap="nowrap"
      py={6}
      px="xs"
      data-testid="chat-message"
      data-message-id={message.id}
      className="chat-message"
    >
      <UserAvatar firstName={firstName} lastName={rest.join(' ')} avatar={message.author?.avatar ?? null} size={36} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={700} truncate>
            {own ? t('chat.you') : (message.author?.name ?? '')}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(message.createdAt)}
          </Text>
          {message.editedAt && !message.deleted && (
            <Text size="xs" c="dimmed" fs="italic">
              ({t('chat.edited')})
            </Text>
          )}
          {message.kind === 'file_request' && !message.deleted && (
            <Badge size="xs" variant="light" leftSection={<IconFileUpload size={12} aria-hidden />}>
              {t('chat.fileRequest')}
            </Badge>
          )}
        </Group>
        {message.deleted ? (
          <Text size="sm" c="dimmed" fs="italic">
            {t('chat.deleted')}
          </Text>
        ) : editing ? (
          <MessageEditor message={message} members={members} onDone={edit.close} />
        ) : (
          <Box>
            {message.body && <MessageText body={message.body} mentionNames={message.mentions.map((m) => m.name)} />}
            <AttachmentList attachments={message.attachments} />
          </Box>
        )}
      </Stack>
      {editable && !editing && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('chat.messageActions')}>
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={edit.open}>
              {t('chat.edit')}
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={confirm.open}>
              {t('chat.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      <ConfirmModal
        opened={confirming}
        onClose={confirm.close}
        onConfirm={() => remove.mutate()}
        title={t('chat.deleteTitle')}
        confirmLabel={t('chat.delete')}
        color="red"
        loading={remove.isPending}
      >
        {t('chat.deleteText')}
      </ConfirmModal>
    </Group>
  );
}
