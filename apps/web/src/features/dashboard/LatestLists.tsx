/** The latest 5 clients, businesses and (for roles that read the team) staff. */
import { SimpleGrid } from '@mantine/core';
import { can, canOpen, fullName, isRoleId, type RoleId } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from './api';
import { LatestListCard, type LatestItem } from './LatestListCard';

interface LatestListsProps {
  latest: Dashboard['latest'] | undefined;
  roleId: RoleId;
  showStaff: boolean;
}

export function LatestLists({ latest, roleId, showStaff }: LatestListsProps) {
  const { t } = useTranslation();
  const linkIf = (path: string) => (canOpen(path, roleId) ? path : undefined);
  const clients: LatestItem[] | undefined = latest?.clients.map((client) => ({
    id: client.id,
    primary: client.name,
    secondary: client.code,
    createdAt: client.createdAt,
    // A Case Manager sees their clients' names here but has no client pages.
    to: can(roleId, 'clients:read') ? linkIf(`/clients/${client.id}`) : undefined,
  }));
  const businesses: LatestItem[] | undefined = latest?.businesses.map((business) => ({
    id: business.id,
    primary: business.name,
    secondary: business.clientName,
    createdAt: business.createdAt,
    to: linkIf(`/businesses/${business.id}`),
  }));
  const staff: LatestItem[] | undefined = latest?.staff.map((member) => ({
    id: member.id,
    primary: fullName(member) || member.email,
    secondary: isRoleId(member.roleId) ? `${t(`roles.${member.roleId}`)} · ${member.email}` : member.email,
    createdAt: member.createdAt,
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: showStaff ? 3 : 2 }} spacing="lg">
      <LatestListCard title={t('dashboard.latestClients')} items={clients} emptyTitle={t('dashboard.emptyClients')} />
      <LatestListCard title={t('dashboard.latestBusinesses')} items={businesses} emptyTitle={t('dashboard.emptyBusinesses')} />
      {showStaff && <LatestListCard title={t('dashboard.latestStaff')} items={staff} emptyTitle={t('dashboard.emptyStaff')} />}
    </SimpleGrid>
  );
}
