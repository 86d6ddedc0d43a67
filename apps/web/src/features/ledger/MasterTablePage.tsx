/**
 * /businesses/master-table?businessId=: every transaction of a business, filters in the URL.
 * Without a business (or with one that is not found) it asks for one. The page fills the window
 * so that the table is its one scroll area.
 */
import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { useSearchState } from '../../ui/urlState';
import { useBusiness } from '../businesses/queries';
import { MasterBusinessPicker } from './MasterBusinessPicker';
import { masterSearchSchema } from './masterSearch';
import { MasterTablePanel } from './MasterTablePanel';

const WINDOW_HEIGHT =
  'calc(100dvh - var(--app-shell-header-offset, 0rem) - var(--app-shell-footer-offset, 0rem) - 2 * var(--app-shell-padding, 0rem))';

export default function MasterTablePage() {
  const { t } = useTranslation();
  const [search, update] = useSearchState(masterSearchSchema);
  const business = useBusiness(search.businessId);
  const pick = (businessId: string) => update({ businessId, bankAccountId: '' });

  if (!search.businessId || business.isError) {
    return (
      <Stack gap="md">
        <PageHeader title={t('ledger.page.title')} />
        <MasterBusinessPicker notFound={business.isError} onPick={pick} />
      </Stack>
    );
  }
  return (
    <Stack gap="md" h={WINDOW_HEIGHT} mih={560}>
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
      {business.data && (
        <MasterTablePanel businessId={business.data.id} lockDate={business.data.lockDate} search={search} onSearchChange={update} fill />
      )}
    </Stack>
  );
}
