/**
 * /business-management (a Case Manager's assigned businesses) and /businesses (everyone else's,
 * scoped by the server): keyword, status and client filters, sort, paging, create and edit.
 */
import { Button, Stack } from '@mantine/core';
import { can, Role } from '@ledgerdesk/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListCard } from '../../ui/ListCard';
import { PageHeader } from '../../ui/PageHeader';
import { useListSearch } from '../../ui/urlState';
import { useAuthState } from '../auth/session';
import { BUSINESS_SORTS, type Business } from './api';
import { BusinessFilters } from './BusinessFilters';
import { BusinessFormModal } from './BusinessFormModal';
import { businessListQuery, businessSearchSchema, isFiltered } from './businessSearch';
import { BusinessTable } from './BusinessTable';
import { useBusinessList } from './queries';

export default function BusinessListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { roleId } = useAuthState();
  const { search, refine, pagination } = useListSearch(businessSearchSchema);
  const list = useBusinessList(businessListQuery(search));
  const [editing, setEditing] = useState<Business | 'new' | null>(null);
  const caseManager = roleId === Role.CaseManager;

  return (
    <Stack gap="lg">
      <PageHeader
        title={caseManager ? t('businesses.managementTitle') : t('businesses.title')}
        description={caseManager ? t('businesses.managementSubtitle') : t('businesses.subtitle')}
        actions={
          can(roleId, 'businesses:create') && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {t('businesses.create')}
            </Button>
          )
        }
      />
      <ListCard
        filters={<BusinessFilters roleId={roleId} search={search} onChange={refine} />}
        pagination={pagination(list.data?.pagination.total ?? 0, list.isFetching)}
      >
        <BusinessTable
          roleId={roleId}
          rows={list.data?.data}
          loading={list.isFetching}
          sort={search.sort}
          onSortChange={(sort) => refine({ sort: BUSINESS_SORTS.find((known) => known === sort) })}
          onEdit={setEditing}
          filtered={isFiltered(search)}
        />
      </ListCard>
      <BusinessFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        business={editing === 'new' || editing === null ? undefined : editing}
        onSaved={(business) => editing === 'new' && void navigate(`/businesses/${business.id}`)}
      />
    </Stack>
  );
}
