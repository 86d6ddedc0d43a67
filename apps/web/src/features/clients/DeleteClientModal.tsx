/** Permanent delete of an archived client: enabled only once the client's code is typed. */
import { Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/ConfirmModal';
import type { Client } from './api';
import { useDeleteClient } from './queries';

interface DeleteClientModalProps {
  client: Client;
  opened: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteClientModal({ client, opened, onClose, onDeleted }: DeleteClientModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteClient();
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title={t('clients.delete.title')}
      confirmLabel={t('clients.delete.confirm')}
      color="red"
      loading={remove.isPending}
      confirmationText={client.code}
      onConfirm={() =>
        remove.mutate(
          { id: client.id, confirm: client.code },
          {
            onSuccess: () => {
              onClose();
              onDeleted?.();
            },
          },
        )
      }
    >
      <Text size="sm">
        <Trans t={t} i18nKey="clients.delete.text" values={{ name: client.name }} components={{ b: <b /> }} />
      </Text>
    </ConfirmModal>
  );
}
