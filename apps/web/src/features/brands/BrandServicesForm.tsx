/** Services a brand offers and its chart-of-accounts template: step 2 of creation, and /brands/{id}. */
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/api';
import type { BrandDetail } from './api';
import { useChartTemplates, useSaveBrandServices } from './queries';
import { ServiceCards } from './ServiceCards';

/** The Select needs a value for "no template of its own", which the API sends as null. */
const SYSTEM_DEFAULT = 'system-default';

interface BrandServicesFormProps {
  brand: BrandDetail;
  submitLabel: string;
  onSaved: (brand: BrandDetail) => void;
  secondary?: ReactNode;
}

export function BrandServicesForm({ brand, submitLabel, onSaved, secondary }: BrandServicesFormProps) {
  const { t } = useTranslation();
  const services = useServices();
  const charts = useChartTemplates(brand.id);
  const [selected, setSelected] = useState(() => brand.services.map((service) => service.id));
  const [chart, setChart] = useState(brand.coaTemplateId ?? SYSTEM_DEFAULT);
  const save = useSaveBrandServices(brand.id, onSaved);

  const chartOptions = [
    { value: SYSTEM_DEFAULT, label: t('brands.chartDefault') },
    ...(charts.data ?? []).map((template) => ({
      value: template.id,
      label: t('brands.chartOption', { name: template.name, count: template.accountCount }),
    })),
  ];

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ serviceIds: selected, coaTemplateId: chart === SYSTEM_DEFAULT ? null : chart });
      }}
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={2} fz="md">
            {t('brands.servicesTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('brands.servicesHint')}
          </Text>
          <ServiceCards services={services.data} selected={selected} onChange={setSelected} />
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="md">
            {t('brands.chartTitle')}
          </Title>
          <Select
            label={t('brands.chartLabel')}
            description={t('brands.chartDescription')}
            data={chartOptions}
            value={chart}
            onChange={(value) => setChart(value ?? SYSTEM_DEFAULT)}
            allowDeselect={false}
            disabled={charts.isPending}
            maw={480}
          />
        </Stack>
        <Group justify="flex-end" gap="sm">
          {secondary}
          <Button type="submit" loading={save.isPending} disabled={services.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
