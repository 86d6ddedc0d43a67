/** /clients/{id}: the client's details (editable), businesses, tags, portal users and activity. */
import { Grid, Stack } from '@mantine/core';
import { can, Role } from '@ledgerdesk/domain';
import { IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordLoading, RecordNotFound } from '../../ui/RecordFallback';
import { useAuthState } from '../auth/session';
import { ClientActivityCard } from './ClientActivityCard';
import { ClientBusinessesCard } from './ClientBusinessesCard';
import { ClientDetailsCard } from './ClientDetailsCard';
import { ClientDialogs } from './ClientDialogs';
import { clientFormValues } from './clientForm';
import { ClientHeader } from './ClientHeader';
import { ClientTagsCard } from './ClientTagsCard';
import { useClientDialog } from './dialogs';
import { PortalUsersCard } from './PortalUsersCard';
import { useClient } from './queries';

export default function ClientPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { roleId } = useAuthState();
  const client = useClient(id);
  const dialogs = useClientDialog();

  if (client.isPending) return <RecordLoading />;
  if (client.isError) {
    return (
      <RecordNotFound
        icon={<IconUserOff size={28} aria-hidden />}
        title={t('clients.page.notFound')}
        description={t('clients.page.notFoundText')}
        backTo="/client-management"
        backLabel={t('clients.page.back')}
      />
    );
  }

  const data = client.data;
  const { tagIds: _tags, ...fields } = clientFormValues(data);
  return (
    <>
      <ClientHeader client={data} roleId={roleId} onOpenDialog={dialogs.open} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <ClientDetailsCard key={JSON.stringify(fields)} client={data} roleId={roleId} />
            <ClientBusinessesCard client={data} roleId={roleId} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <ClientTagsCard client={data} canEdit={can(roleId, 'clients:write')} onEdit={() => dialogs.open('tags', data)} />
            <PortalUsersCard clientId={data.id} users={data.portalUsers} canInvite={can(roleId, 'clients:write')} />
            {roleId !== Role.Client && <ClientActivityCard activity={data.activity} />}
          </Stack>
        </Grid.Col>
      </Grid>
      <ClientDialogs
        dialog={dialogs.dialog}
        roleId={roleId}
        onClose={dialogs.close}
        onDeleted={() => void navigate('/client-management')}
      />
    </>
  );
}
