/** Creating a client, or editing one (`client` given). */
import { Button, Group, Modal } from '@mantine/core';
import { can, Role, type RoleId } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import type { Client, ClientDetail } from './api';
import { clientInput, useClientForm } from './clientForm';
import { ClientFormFields } from './ClientFormFields';
import { useSaveClient } from './queries';

interface ClientFormModalProps {
  opened: boolean;
  onClose: () => void;
  roleId: RoleId;
  client?: Client;
  onSaved?: (client: ClientDetail) => void;
}

export function ClientFormModal({ opened, onClose, ...props }: ClientFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={props.client ? t('clients.form.editTitle') : t('clients.form.createTitle')}
      size="lg"
      centered
    >
      {opened && <ClientForm onClose={onClose} {...props} />}
    </Modal>
  );
}

function ClientForm({ onClose, roleId, client, onSaved }: Omit<ClientFormModalProps, 'opened'>) {
  const { t } = useTranslation();
  const form = useClientForm(client);
  const save = useSaveClient();
  // A Supervisor's own new clients are theirs; reassigning goes through the assign dialog.
  const withSupervisor = can(roleId, 'clients:assign') && roleId !== Role.Supervisor;
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: client?.id, input: clientInput(values, withSupervisor) },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          onClose();
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <ClientFormFields form={form} roleId={roleId} withSupervisor={withSupervisor} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          {t('confirm.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {client ? t('clients.form.save') : t('clients.form.create')}
        </Button>
      </Group>
    </form>
  );
}
