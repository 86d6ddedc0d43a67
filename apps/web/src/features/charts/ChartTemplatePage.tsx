/** /coa-management-system/{id}: one template's accounts in the chart editor. */
import { Anchor, Card, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { ChartEditor } from './ChartEditor';
import { useChart } from './queries';

export default function ChartTemplatePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const chart = useChart(id);
  return (
    <Stack gap="md" maw={1280}>
      <Anchor component={Link} to="/coa-management-system" size="sm">
        {t('charts.backToTemplates')}
      </Anchor>
      <PageHeader
        title={chart.data?.name ?? <Skeleton h={28} w={240} role="status" aria-label={t('common.loading')} />}
        description={chart.data ? t(`charts.kinds.${chart.data.kind}`) : undefined}
      />
      <Card withBorder radius="md" p="md">
        <ChartEditor target={{ kind: 'template', id }} filename="chart-of-accounts" canEdit />
      </Card>
    </Stack>
  );
}
