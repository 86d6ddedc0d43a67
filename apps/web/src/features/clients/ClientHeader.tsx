/** The top of a client's page: back link, name, code, status and the client's actions. */
import { Badge, Group, Text } from '@mantine/core';
import { formatAbn, type RoleId } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { RecordHeader } from '../../ui/RecordHeader';
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
    <RecordHeader
      backTo="/client-management"
      backLabel={t('clients.page.back')}
      title={client.name}
      status={client.status}
      actions={<ClientRowMenu client={client} roleId={roleId} onOpenDialog={(kind) => onOpenDialog(kind, client)} onPage />}
    >
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
    </RecordHeader>
  );
}
