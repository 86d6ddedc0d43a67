/** The client's portal users (role Client) and the invitation of a new one. */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMailPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalUser } from './api';
import { InvitePortalUserModal } from './InvitePortalUserModal';

interface PortalUsersCardProps {
  clientId: string;
  users: PortalUser[];
  canInvite: boolean;
}

export function PortalUsersCard({ clientId, users, canInvite }: PortalUsersCardProps) {
  const { t } = useTranslation();
  const [inviting, setInviting] = useState(false);
  return (
    <Card withBorder radius="md" p="lg">
      <Group justify="space-between" mb="md" wrap="nowrap" align="flex-start">
        <Title order={2} fz="h4">
          {t('clients.portal.title')}
        </Title>
        {canInvite && (
          <Button size="xs" variant="light" leftSection={<IconMailPlus size={14} aria-hidden />} onClick={() => setInviting(true)}>
            {t('clients.portal.invite')}
          </Button>
        )}
      </Group>
      {users.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('clients.portal.none')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {users.map((user) => (
            <Group key={user.id} justify="space-between" wrap="nowrap" component="li">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {`${user.firstName} ${user.lastName}`.trim()}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {user.email}
                </Text>
              </Stack>
              {user.activated ? (
                <Badge variant="light" color={user.status === 'active' ? 'teal' : 'gray'} tt="none">
                  {user.status === 'active' ? t('status.active') : t('status.inactive')}
                </Badge>
              ) : (
                <Badge variant="light" color="yellow" tt="none">
                  {t('clients.portal.pending')}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <InvitePortalUserModal clientId={clientId} opened={inviting} onClose={() => setInviting(false)} />
    </Card>
  );
}
