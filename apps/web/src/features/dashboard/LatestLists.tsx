/** The latest 5 clients, businesses, (for roles that read the team) staff, files and report locks. */
import { SimpleGrid, Stack } from '@mantine/core';
import { can, canOpen, formatDate, fullName, isRoleId, type ReportStatus, type RoleId } from '@ledgerdesk/domain';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../files/fileFormat';
import type { Dashboard } from './api';
import { LatestListCard, type LatestItem } from './LatestListCard';

/** The three labels of the lock flow; a rejected or unlocked report is being worked on again. */
const REPORT_STATUS_LABELS = {
  work_in_progress: 'status.workInProgress',
  waiting_approval: 'status.waitingApproval',
  approved: 'status.approved',
  rejected: 'status.workInProgress',
  unlocked: 'status.workInProgress',
} as const satisfies Record<ReportStatus, ParseKeys>;

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
  const files: LatestItem[] | undefined = latest?.files.map((file) => ({
    id: file.id,
    primary: file.name,
    secondary: `${file.ownerName} · ${formatBytes(file.size)} · ${file.uploaderName}`,
    createdAt: file.createdAt,
  }));
  const reports: LatestItem[] | undefined = latest?.reports.map((report) => ({
    id: report.id,
    primary: `${t(`reports.types.${report.type}.title`)} · ${report.businessName}`,
    secondary: `${formatDate(report.from)} – ${formatDate(report.to)} · ${t(REPORT_STATUS_LABELS[report.status])}`,
    createdAt: report.createdAt,
    to: linkIf(`/businesses/accounting-report?businessId=${report.businessId}`),
  }));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: showStaff ? 3 : 2 }} spacing="lg">
        <LatestListCard title={t('dashboard.latestClients')} items={clients} emptyTitle={t('dashboard.emptyClients')} />
        <LatestListCard title={t('dashboard.latestBusinesses')} items={businesses} emptyTitle={t('dashboard.emptyBusinesses')} />
        {showStaff && <LatestListCard title={t('dashboard.latestStaff')} items={staff} emptyTitle={t('dashboard.emptyStaff')} />}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <LatestListCard title={t('dashboard.latestFiles')} items={files} emptyTitle={t('dashboard.emptyFiles')} />
        <LatestListCard title={t('dashboard.latestReports')} items={reports} emptyTitle={t('dashboard.emptyReports')} />
      </SimpleGrid>
    </Stack>
  );
}
