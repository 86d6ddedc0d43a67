/** How many clients the brand has, by status, with a link to them in the client list. */
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BrandDetail } from './api';

export function BrandClientsCard({ brandId, counts }: { brandId: string; counts: BrandDetail['clientCounts'] }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'active', label: t('status.active'), value: counts.active },
    { key: 'inactive', label: t('status.inactive'), value: counts.inactive },
    { key: 'archived', label: t('status.archived'), value: counts.archived },
  ];
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} fz="md" mb="xs">
        {t('brands.clientsTitle')}
      </Title>
      <Text fz={32} fw={700} lh={1.2} data-testid="brand-client-total">
        {counts.total}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {t('brands.clientsTotal')}
      </Text>
      <Stack gap={6}>
        {rows.map((row) => (
          <Group key={row.key} justify="space-between">
            <Text size="sm" c="dimmed">
              {row.label}
            </Text>
            <Text size="sm" fw={600}>
              {row.value}
            </Text>
          </Group>
        ))}
      </Stack>
      <Anchor component={Link} to={`/client-management?brandId=${encodeURIComponent(brandId)}`} size="sm" mt="md" display="block">
        {t('brands.viewClients')}
      </Anchor>
    </Card>
  );
}
