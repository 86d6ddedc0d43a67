/**
 * /brands/coa?brandId=: the brand's template. Without one, new businesses start from the system
 * default; deriving copies a system template, which is then edited with the chart editor.
 */
import { Alert, Button, Card, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { ChartEditor } from './ChartEditor';
import { useBrandChart, useCharts, useDeriveBrandChart } from './queries';

export default function BrandChartPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const brandId = params.get('brandId') ?? '';
  const brandChart = useBrandChart(brandId);
  const systems = useCharts('system');
  const derive = useDeriveBrandChart(brandId);
  const [source, setSource] = useState<string | null>(null);
  const chart = brandChart.data;

  const deriveForm = (
    <Group align="flex-end">
      <Select
        w={320}
        label={t('charts.deriveFrom')}
        data={(systems.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={source}
        onChange={setSource}
      />
      <Button disabled={!source} loading={derive.isPending} onClick={() => source && derive.mutate(source)}>
        {chart ? t('charts.rederive') : t('charts.derive')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="md" maw={1280}>
      <PageHeader title={t('charts.brandTitle')} description={chart ? chart.name : t('charts.brandSubtitle')} />
      {!brandId && <Alert color="yellow">{t('charts.noBrand')}</Alert>}
      {brandId && (
        <Card withBorder radius="md" p="md">
          <Stack gap="md">
            {!brandChart.isPending && !chart && <Alert color="blue">{t('charts.brandUsesDefault')}</Alert>}
            {!brandChart.isPending && deriveForm}
            {chart && <ChartEditor target={{ kind: 'template', id: chart.id }} filename="brand-chart-of-accounts" canEdit />}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
