/** /clients/{id}: the client's details (editable), businesses, tags, portal users and activity. */
import { Button, Center, EmptyState, Grid, Skeleton, Stack } from '@mantine/core';
import { can, Role } from '@ledgerdesk/domain';
import { IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
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

  if (client.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={32} w="40%" />
        <Skeleton h={16} w="30%" />
        <Skeleton h={320} />
      </Stack>
    );
  }
  if (client.isError) {
    return (
      <Center py="xl">
        <EmptyState icon={<IconUserOff size={28} aria-hidden />} withIndicatorBackground title={t('clients.page.notFound')} description={t('clients.page.notFoundText')}>
          <Button component={Link} to="/client-management" variant="light" mt="md">
            {t('clients.page.back')}
          </Button>
        </EmptyState>
      </Center>
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
      <ClientDialogs dialog={dialogs.dialog} roleId={roleId} onClose={dialogs.close} onDeleted={() => void navigate('/client-management')} />
    </>
  );
}
