/** /brands (White Label Management): search, status filter, paged table of brands. */
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListCard } from '../../ui/ListCard';
import { PageHeader } from '../../ui/PageHeader';
import { useListSearch } from '../../ui/urlState';
import { BrandFilters } from './BrandFilters';
import { brandListQuery, brandSearchSchema } from './brandSearch';
import { BrandTable } from './BrandTable';
import { useBrandList } from './queries';

export default function BrandsPage() {
  const { t } = useTranslation();
  const { search, refine, pagination } = useListSearch(brandSearchSchema);
  const list = useBrandList(brandListQuery(search));
  return (
    <Stack gap="md" maw={1280}>
      <PageHeader
        title={t('brands.title')}
        description={t('brands.subtitle')}
        actions={
          <Button component={Link} to="/brands/create" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('brands.create')}
          </Button>
        }
      />
      <ListCard
        inset
        filters={<BrandFilters search={search} onChange={refine} />}
        pagination={pagination(list.data?.pagination.total ?? 0, list.isPending)}
      >
        <BrandTable rows={list.data?.data} loading={list.isFetching} />
      </ListCard>
    </Stack>
  );
}
