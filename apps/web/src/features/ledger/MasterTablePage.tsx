/** /businesses/master-table?businessId=: every transaction of a business, filters in the URL. */
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { useSearchState } from '../../ui/urlState';
import { useBusiness } from '../businesses/queries';
import { masterSearchSchema } from './masterSearch';
import { MasterTablePanel } from './MasterTablePanel';

export default function MasterTablePage() {
  const { t } = useTranslation();
  const [search, update] = useSearchState(masterSearchSchema);
  const business = useBusiness(search.businessId);

  if (!search.businessId) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('ledger.page.noBusiness')}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <PageHeader
        title={t('ledger.page.title')}
        description={
          business.data && (
            <Anchor component={Link} to={`/businesses/${business.data.id}`} size="sm">
              {business.data.name}
            </Anchor>
          )
        }
      />
      <MasterTablePanel businessId={search.businessId} search={search} onSearchChange={update} />
    </Stack>
  );
}
