/** The actions of one client: open, edit, tags, assign, status changes and permanent delete. */
import { ActionIcon, Menu } from '@mantine/core';
import { can, clientStatusActions, type ClientStatusAction, type RoleId } from '@ledgerdesk/domain';
import {
  IconArchive,
  IconArrowBackUp,
  IconDots,
  IconExternalLink,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTags,
  IconTrash,
  IconUserShare,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Client } from './api';
import type { ClientDialogKind } from './dialogs';
import { useStatusAction } from './queries';

const STATUS_ICONS: Record<ClientStatusAction, Icon> = {
  archive: IconArchive,
  restore: IconArrowBackUp,
  activate: IconPlayerPlay,
  deactivate: IconPlayerPause,
};

interface ClientRowMenuProps {
  client: Client;
  roleId: RoleId;
  onOpenDialog: (kind: ClientDialogKind, client: Client) => void;
  /** On the client's own page: no 'Open client', and the edit happens inline. */
  onPage?: boolean;
}

export function ClientRowMenu({ client, roleId, onOpenDialog, onPage = false }: ClientRowMenuProps) {
  const { t } = useTranslation();
  const status = useStatusAction();
  const canWrite = can(roleId, 'clients:write');
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('clients.actions.menu', { name: client.name })} loading={status.isPending}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {!onPage && (
          <Menu.Item component={Link} to={`/clients/${client.id}`} leftSection={<IconExternalLink size={16} aria-hidden />}>
            {t('clients.actions.open')}
          </Menu.Item>
        )}
        {canWrite && (
          <>
            {!onPage && (
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onOpenDialog('edit', client)}>
                {t('clients.actions.edit')}
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconTags size={16} aria-hidden />} onClick={() => onOpenDialog('tags', client)}>
              {t('clients.actions.tags')}
            </Menu.Item>
          </>
        )}
        {can(roleId, 'clients:assign') && (
          <Menu.Item leftSection={<IconUserShare size={16} aria-hidden />} onClick={() => onOpenDialog('assign', client)}>
            {t('clients.actions.assign')}
          </Menu.Item>
        )}
        {canWrite && (
          <>
            <Menu.Divider />
            {clientStatusActions(client.status).map((action) => {
              const Icon = STATUS_ICONS[action];
              return (
                <Menu.Item
                  key={action}
                  leftSection={<Icon size={16} aria-hidden />}
                  color={action === 'archive' ? 'orange' : undefined}
                  onClick={() => status.mutate({ id: client.id, action })}
                >
                  {t(`clients.actions.${action}`)}
                </Menu.Item>
              );
            })}
            {client.status === 'archived' && (
              <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onOpenDialog('delete', client)}>
                {t('clients.actions.delete')}
              </Menu.Item>
            )}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
