/** Charts of the scope: the top 20 clients by businesses, and clients by status. */
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

export function DashboardCharts({ charts }: { charts: Dashboard['charts'] | undefined }) {
  const { t } = useTranslation();
  const top = charts?.topClientsByBusinesses.map((client) => ({ client: client.name, businesses: client.businesses })) ?? [];
  const byStatus = (charts?.clientsByStatus ?? []).filter((slice) => slice.count > 0);
  const empty = (title: string) => <EmptyState size="sm" icon={<IconChartBar size={24} aria-hidden />} title={title} py="xl" />;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <ChartCard title={t('dashboard.topClientsTitle')}>
          {!charts && <Skeleton h={320} />}
          {charts && top.length === 0 && empty(t('dashboard.topClientsEmpty'))}
          {top.length > 0 && (
            <BarChart
              h={Math.max(240, top.length * 26 + 40)}
              data={top}
              dataKey="client"
              orientation="vertical"
              series={[{ name: 'businesses', label: t('dashboard.businessesSeries'), color: 'blue.6' }]}
              yAxisProps={{ width: 190, interval: 0, tick: { fontSize: 12 } }}
              xAxisProps={{ allowDecimals: false }}
              gridAxis="x"
              withBarValueLabel
              maxBarWidth={18}
            />
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
                data={byStatus.map((slice) => ({ name: t(`status.${slice.status}`), value: slice.count, color: STATUS_COLORS[slice.status] }))}
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
                      <span style={{ width: 10, height: 10, borderRadius: 2, background: `var(--mantine-color-${STATUS_COLORS[slice.status].replace('.', '-')})` }} aria-hidden />
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
  );
}
