/** The client's details on its page: an inline form for those who may edit, saved with PATCH. */
import { Button, Card, Group, Title } from '@mantine/core';
import { can, Role, type RoleId } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import type { ClientDetail } from './api';
import { clientInput, useClientForm } from './clientForm';
import { ClientFormFields } from './ClientFormFields';
import { useSaveClient } from './queries';

export function ClientDetailsCard({ client, roleId }: { client: ClientDetail; roleId: RoleId }) {
  const { t } = useTranslation();
  const form = useClientForm(client);
  const save = useSaveClient();
  const editable = can(roleId, 'clients:write');
  const withSupervisor = can(roleId, 'clients:assign') && roleId !== Role.Supervisor;
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} fz="h4" mb="md">
        {t('clients.page.details')}
      </Title>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          save.mutate({ id: client.id, input: clientInput(values, withSupervisor, false) }, { onSuccess: () => form.resetDirty() }),
        )}
      >
        <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0 }}>
          <ClientFormFields form={form} roleId={roleId} withSupervisor={withSupervisor} withTags={false} />
        </fieldset>
        {editable && (
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || save.isPending}>
              {t('clients.page.reset')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              {t('clients.form.save')}
            </Button>
          </Group>
        )}
      </form>
    </Card>
  );
}
