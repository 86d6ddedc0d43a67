/** Starts (or reopens) a direct message with a member of the business's group channel. */
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/notify';
import { openSingleChannel, type Channel, type ChatMember } from './api';
import { chatKeys } from './queries';

interface NewDirectModalProps {
  opened: boolean;
  onClose: () => void;
  businessId: string;
  members: ChatMember[];
  onOpened: (channel: Channel) => void;
}

export function NewDirectModal({ opened, onClose, businessId, members, onOpened }: NewDirectModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [userId, setUserId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (id: string) => openSingleChannel(businessId, id),
    onSuccess: async (channel) => {
      await queryClient.invalidateQueries({ queryKey: chatKeys.channels(businessId) });
      setUserId(null);
      onClose();
      onOpened(channel);
    },
    onError: (error) => showError(error),
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.newDirectTitle')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (userId) start.mutate(userId);
        }}
      >
        <Stack>
          <Select
            label={t('chat.person')}
            placeholder={t('chat.personPlaceholder')}
            searchable
            data-autofocus
            data={members.map((m) => ({ value: m.id, label: m.name }))}
            value={userId}
            onChange={setUserId}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('chat.cancel')}
            </Button>
            <Button type="submit" disabled={!userId} loading={start.isPending}>
              {t('chat.start')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
