/** /coa-management-system (Super Admin): the system and brand templates of charts of accounts. */
import { Anchor, Badge, Button, Card, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { formatDateTime } from '../../ui/format';
import type { Chart } from './api';
import { CreateTemplateModal } from './CreateTemplateModal';
import { useCharts } from './queries';

export default function ChartTemplatesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const charts = useCharts();
  const [creating, setCreating] = useState(false);
  const columns: DataTableColumn<Chart>[] = [
    {
      key: 'name',
      header: t('charts.columns.template'),
      render: (chart) => (
        <Anchor component={Link} to={`/coa-management-system/${chart.id}`}>
          {chart.name}
        </Anchor>
      ),
    },
    {
      key: 'kind',
      header: t('charts.columns.kind'),
      width: 120,
      render: (chart) => <Badge variant="light">{t(`charts.kinds.${chart.kind}`)}</Badge>,
    },
    { key: 'brand', header: t('charts.columns.brand'), render: (chart) => chart.brandName ?? '—' },
    { key: 'accounts', header: t('charts.columns.accounts'), width: 110, align: 'right', render: (chart) => chart.accountCount },
    { key: 'createdAt', header: t('charts.columns.createdAt'), width: 180, render: (chart) => formatDateTime(chart.createdAt) },
  ];
  return (
    <Stack gap="md" maw={1280}>
      <PageHeader
        title={t('charts.title')}
        description={t('charts.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('charts.createTemplate')}
          </Button>
        }
      />
      <Card withBorder radius="md" p="md">
        <DataTable
          label={t('charts.templatesLabel')}
          columns={columns}
          rows={charts.data}
          getRowId={(chart) => chart.id}
          loading={charts.isFetching}
          emptyTitle={t('charts.noTemplates')}
        />
      </Card>
      <CreateTemplateModal
        opened={creating}
        onClose={() => setCreating(false)}
        templates={charts.data ?? []}
        onCreated={(chart) => {
          setCreating(false);
          void navigate(`/coa-management-system/${chart.id}`);
        }}
      />
    </Stack>
  );
}
