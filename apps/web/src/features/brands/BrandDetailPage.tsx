/** /brands/{id}: the brand's details, branding and services, its clients, and (de)activation. */
import { Alert, Anchor, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { BrandClientsCard } from './BrandClientsCard';
import { BrandEditCards } from './BrandEditCards';
import { BrandMark } from './BrandMark';
import { BrandStatusButton } from './BrandStatusButton';
import { useBrand } from './queries';

export default function BrandDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const brand = useBrand(id);
  const back = (
    <Anchor component={Link} to="/brands" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('brands.backToList')}
      </Group>
    </Anchor>
  );

  if (brand.isError) {
    return (
      <Stack gap="md" maw={720}>
        {back}
        <Alert color="yellow" title={t('brands.notFound')} />
      </Stack>
    );
  }
  if (!brand.data) {
    return (
      <Stack gap="md" maw={1280} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={48} w={360} />
        <Skeleton h={420} radius="md" />
      </Stack>
    );
  }

  const data = brand.data;
  return (
    <Stack gap="md" maw={1280}>
      {back}
      <PageHeader
        title={
          <Group gap="md" wrap="nowrap" component="span">
            <BrandMark name={data.name} logoUrl={data.logoUrl} color={data.primaryColor} size={44} />
            <span>{data.name}</span>
          </Group>
        }
        description={t('brands.createdAt', { date: formatDateTime(data.createdAt) })}
        actions={
          <Group gap="md" wrap="nowrap">
            <StatusBadge status={data.status} size="lg" />
            <BrandStatusButton brand={data} />
          </Group>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <BrandEditCards brand={data} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <BrandClientsCard brandId={data.id} counts={data.clientCounts} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
