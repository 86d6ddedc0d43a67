/** /businesses/accounting-report?businessId=: the reports available for a business. */
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { useBusiness } from '../businesses/queries';
import { ReportList } from './ReportList';

export default function ReportHubPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const businessId = params.get('businessId') ?? '';
  const business = useBusiness(businessId);
  return (
    <Stack gap="md">
      <PageHeader title={t('reports.hub.title')} description={business.data?.name} />
      {businessId ? <ReportList businessId={businessId} /> : <Text c="dimmed">{t('reports.hub.noBusiness')}</Text>}
    </Stack>
  );
}
