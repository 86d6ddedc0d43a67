/** /brands (White Label Management): search, status filter, paged table of brands. */
import { Button, Card, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { TablePagination } from '../../ui/TablePagination';
import { useSearchState } from '../../ui/urlState';
import { BrandFilters } from './BrandFilters';
import { brandListQuery, brandSearchSchema } from './brandSearch';
import { BrandTable } from './BrandTable';
import { useBrandList } from './queries';

export default function BrandsPage() {
  const { t } = useTranslation();
  const [search, update] = useSearchState(brandSearchSchema);
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
      <Card withBorder radius="md" p="md">
        <Stack gap="md">
          <BrandFilters search={search} onChange={(patch) => update({ ...patch, page: 1 })} />
          <BrandTable rows={list.data?.data} loading={list.isFetching} />
          <TablePagination
            page={search.page}
            pageSize={search.limit}
            total={list.data?.pagination.total ?? 0}
            onPageChange={(page) => update({ page })}
            onPageSizeChange={(limit) => update({ limit, page: 1 })}
            disabled={list.isPending}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
