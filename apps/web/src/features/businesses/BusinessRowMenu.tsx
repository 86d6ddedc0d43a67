/** The actions of one business: open, edit, archive or restore. */
import { ActionIcon, Menu } from '@mantine/core';
import { can, type RoleId } from '@ledgerdesk/domain';
import { IconArchive, IconArrowBackUp, IconDots, IconExternalLink, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Business } from './api';
import { useBusinessStatus } from './queries';

interface BusinessRowMenuProps {
  business: Business;
  roleId: RoleId;
  onEdit?: (business: Business) => void;
  /** On the business's own page: no 'Open business'. */
  onPage?: boolean;
}

export function BusinessRowMenu({ business, roleId, onEdit, onPage = false }: BusinessRowMenuProps) {
  const { t } = useTranslation();
  const status = useBusinessStatus();
  const canWrite = can(roleId, 'businesses:write');
  const archived = business.status === 'archived';
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={200}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('businesses.actions.menu', { name: business.name })}
          loading={status.isPending}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {!onPage && (
          <Menu.Item component={Link} to={`/businesses/${business.id}`} leftSection={<IconExternalLink size={16} aria-hidden />}>
            {t('businesses.actions.open')}
          </Menu.Item>
        )}
        {canWrite && onEdit && (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(business)}>
            {t('businesses.actions.edit')}
          </Menu.Item>
        )}
        {canWrite && (
          <Menu.Item
            color={archived ? undefined : 'orange'}
            leftSection={archived ? <IconArrowBackUp size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />}
            onClick={() => status.mutate({ id: business.id, action: archived ? 'restore' : 'archive' })}
          >
            {archived ? t('businesses.actions.restore') : t('businesses.actions.archive')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
