/** Charts of the scope: top 20 clients by businesses, clients by status, top 20 businesses by transactions and by open work. */
import { BarChart, DonutChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Card, EmptyState, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from './api';

const STATUS_COLORS = { active: 'teal.6', inactive: 'gray.5', archived: 'orange.6' } as const;

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p="lg" h="100%" component="section" aria-label={title}>
      <Title order={2} fz="md" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

const empty = (title: string) => <EmptyState size="sm" icon={<IconChartBar size={24} aria-hidden />} title={title} py="xl" />;

function RankingChart<Row extends { name: string }>({
  rows,
  series,
  stacked = false,
}: {
  rows: Row[];
  series: Array<{ name: keyof Row & string; label: string; color: string }>;
  stacked?: boolean;
}) {
  return (
    <BarChart
      h={Math.max(240, rows.length * 26 + 40)}
      data={rows}
      dataKey="name"
      orientation="vertical"
      type={stacked ? 'stacked' : 'default'}
      series={series}
      yAxisProps={{ width: 190, interval: 0, tick: { fontSize: 12 } }}
      xAxisProps={{ allowDecimals: false }}
      gridAxis="x"
      withBarValueLabel={!stacked}
      withLegend={stacked}
      maxBarWidth={18}
    />
  );
}

function BusinessCharts({ charts }: { charts: Dashboard['charts'] | undefined }) {
  const { t } = useTranslation();
  const byTransactions = charts?.topBusinessesByTransactions ?? [];
  const byOpenWork = charts?.topBusinessesByOpenWork ?? [];
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <ChartCard title={t('dashboard.topTransactionsTitle')}>
          {!charts && <Skeleton h={320} />}
          {charts && byTransactions.length === 0 && empty(t('dashboard.topTransactionsEmpty'))}
          {byTransactions.length > 0 && (
            <RankingChart
              rows={byTransactions}
              series={[{ name: 'transactions', label: t('dashboard.transactionsSeries'), color: 'indigo.6' }]}
            />
          )}
        </ChartCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <ChartCard title={t('dashboard.topOpenWorkTitle')}>
          {!charts && <Skeleton h={320} />}
          {charts && byOpenWork.length === 0 && empty(t('dashboard.topOpenWorkEmpty'))}
          {byOpenWork.length > 0 && (
            <RankingChart
              rows={byOpenWork}
              stacked
              series={[
                { name: 'uncoded', label: t('dashboard.uncodedSeries'), color: 'orange.6' },
                { name: 'awaitingApproval', label: t('dashboard.awaitingApprovalSeries'), color: 'grape.6' },
              ]}
            />
          )}
        </ChartCard>
      </Grid.Col>
    </Grid>
  );
}

export function DashboardCharts({ charts }: { charts: Dashboard['charts'] | undefined }) {
  const { t } = useTranslation();
  const top = charts?.topClientsByBusinesses ?? [];
  const byStatus = (charts?.clientsByStatus ?? []).filter((slice) => slice.count > 0);
  return (
    <Stack gap="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ChartCard title={t('dashboard.topClientsTitle')}>
            {!charts && <Skeleton h={320} />}
            {charts && top.length === 0 && empty(t('dashboard.topClientsEmpty'))}
            {top.length > 0 && (
              <RankingChart rows={top} series={[{ name: 'businesses', label: t('dashboard.businessesSeries'), color: 'blue.6' }]} />
            )}
          </ChartCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ChartCard title={t('dashboard.statusTitle')}>
            {!charts && <Skeleton h={240} circle mx="auto" w={200} />}
            {charts && byStatus.length === 0 && empty(t('dashboard.statusEmpty'))}
            {byStatus.length > 0 && (
              <Stack align="center" gap="md">
                <DonutChart
                  data={byStatus.map((slice) => ({
                    name: t(`status.${slice.status}`),
                    value: slice.count,
                    color: STATUS_COLORS[slice.status],
                  }))}
                  size={200}
                  thickness={28}
                  withTooltip
                  tooltipDataSource="segment"
                  chartLabel={byStatus.reduce((sum, slice) => sum + slice.count, 0)}
                />
                <Stack gap={6} w="100%" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {byStatus.map((slice) => (
                    <Group key={slice.status} component="li" justify="space-between">
                      <Group gap={8}>
                        <span
                          style={{
                            width: 10,
                            height: 10,
                            borderRadius: 2,
                            background: `var(--mantine-color-${STATUS_COLORS[slice.status].replace('.', '-')})`,
                          }}
                          aria-hidden
                        />
                        <Text size="sm">{t(`status.${slice.status}`)}</Text>
                      </Group>
                      <Text size="sm" fw={600}>
                        {slice.count}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Stack>
            )}
          </ChartCard>
        </Grid.Col>
      </Grid>
      <BusinessCharts charts={charts} />
    </Stack>
  );
}
