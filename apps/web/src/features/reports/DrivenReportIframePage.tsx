/**
 * /driven-report/iframe?token=: a saved report for embedding, without the application frame.
 * The signed token is the only credential, so the figures are shown without drill-down.
 */
import { Alert, Box, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { openEmbeddedReport } from './drivenApi';
import { periodLabel } from './reportModels';
import { ReportBody } from './ReportBody';

export default function DrivenReportIframePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const embedded = useQuery({
    queryKey: ['reports', 'embedded', token],
    queryFn: () => openEmbeddedReport(token),
    enabled: token !== '',
    retry: false,
  });
  if (token === '' || embedded.isError) {
    return (
      <Box p="lg">
        <Alert color="red" role="alert">
          {t('reports.driven.invalidLink')}
        </Alert>
      </Box>
    );
  }
  if (!embedded.data) return <Skeleton h={320} m="lg" aria-label={t('reports.loading')} />;
  const { name, businessName, brand, report } = embedded.data;
  return (
    <Box component="main">
      <Box h={6} bg={brand.primaryColor} />
      <Stack gap="md" p="lg">
        <Stack gap={2}>
          <Title order={1} fz="xl">
            {name}
          </Title>
          <Text c="dimmed" size="sm">
            {`${businessName} · ${t(`reports.types.${report.type}.title`)} · ${periodLabel({ from: report.from, to: report.to }, 7)}`}
          </Text>
        </Stack>
        <ReportBody
          businessId=""
          startMonth={7}
          caption={name}
          data={report}
          isError={false}
          columns={embedded.data.definition.columns}
          drillable={false}
        />
      </Stack>
    </Box>
  );
}
