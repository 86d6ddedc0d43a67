/** The catalogue in display order; active toggles in place, the rest is edited in a modal. */
import { ActionIcon, Switch, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { serviceKeys, updateService, type Service } from './api';

interface ServiceTableProps {
  rows: Service[] | undefined;
  loading: boolean;
  onEdit: (service: Service) => void;
}

export function ServiceTable({ rows, loading, onEdit }: ServiceTableProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => updateService(id, { active }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: serviceKeys.all });
      showSuccess(t('services.saved'));
    },
    onError: (error) => showError(error),
  });
  const columns: DataTableColumn<Service>[] = [
    { key: 'order', header: t('services.columns.order'), width: 80, render: (service) => service.sortOrder },
    {
      key: 'name',
      header: t('services.columns.name'),
      width: 220,
      render: (service) => (
        <Text size="sm" fw={600}>
          {service.name}
        </Text>
      ),
    },
    {
      key: 'description',
      header: t('services.columns.description'),
      render: (service) => (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {service.description}
        </Text>
      ),
    },
    {
      key: 'active',
      header: t('services.columns.active'),
      width: 100,
      render: (service) => (
        <Switch
          checked={service.active}
          aria-label={t('services.toggleActive', { name: service.name })}
          disabled={toggle.isPending && toggle.variables.id === service.id}
          onChange={(event) => toggle.mutate({ id: service.id, active: event.currentTarget.checked })}
        />
      ),
    },
    {
      key: 'actions',
      header: t('services.columns.actions'),
      width: 90,
      align: 'right',
      render: (service) => (
        <Tooltip label={t('services.edit', { name: service.name })}>
          <ActionIcon variant="subtle" aria-label={t('services.edit', { name: service.name })} onClick={() => onEdit(service)}>
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];
  return (
    <DataTable
      label={t('services.tableLabel')}
      columns={columns}
      rows={rows}
      getRowId={(service) => service.id}
      loading={loading}
      minWidth={720}
      emptyTitle={t('services.emptyTitle')}
      emptyDescription={t('services.emptyDescription')}
    />
  );
}
