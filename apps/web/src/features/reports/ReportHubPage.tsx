/**
 * /businesses/accounting-report?businessId=: the reports available for a business and, for those
 * who approve locks, the approvals list of every business they look after.
 */
import { can } from '@ledgerdesk/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { useAuthState } from '../auth/session';
import { useBusiness } from '../businesses/queries';
import { PendingApprovals } from './PendingApprovals';
import { ReportList } from './ReportList';

export default function ReportHubPage() {
  const { t } = useTranslation();
  const { roleId } = useAuthState();
  const [params] = useSearchParams();
  const businessId = params.get('businessId') ?? '';
  const business = useBusiness(businessId);
  return (
    <Stack gap="md">
      <PageHeader title={t('reports.hub.title')} description={business.data?.name} />
      {can(roleId, 'reports:approve') ? <PendingApprovals /> : can(roleId, 'reports:lock') && <PendingApprovals onlyWhenAny />}
      {businessId ? <ReportList businessId={businessId} /> : <Text c="dimmed">{t('reports.hub.noBusiness')}</Text>}
    </Stack>
  );
}
