/** The top of a client's page: back link, name, code, status and the client's actions. */
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatAbn, type RoleId } from '@ledgerdesk/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../ui/StatusBadge';
import type { ClientDetail } from './api';
import { ClientRowMenu } from './ClientRowMenu';
import type { ClientDialogKind } from './dialogs';

interface ClientHeaderProps {
  client: ClientDetail;
  roleId: RoleId;
  onOpenDialog: (kind: ClientDialogKind, client: ClientDetail) => void;
}

export function ClientHeader({ client, roleId, onOpenDialog }: ClientHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" mb="lg">
      <Anchor component={Link} to="/client-management" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('clients.page.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz="h2">
              {client.name}
            </Title>
            <StatusBadge status={client.status} size="lg" />
          </Group>
          <Group gap="md">
            <Badge variant="outline" color="gray" tt="none" ff="monospace">
              {client.code}
            </Badge>
            <Text size="sm" c="dimmed">
              {client.brandName} · {client.regionName}
            </Text>
            {client.abn && (
              <Text size="sm" c="dimmed">
                {t('clients.columns.abn')} {formatAbn(client.abn)}
              </Text>
            )}
          </Group>
        </Stack>
        <ClientRowMenu client={client} roleId={roleId} onOpenDialog={(kind) => onOpenDialog(kind, client)} onPage />
      </Group>
    </Stack>
  );
}
