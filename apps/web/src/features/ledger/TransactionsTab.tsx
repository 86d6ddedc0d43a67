/** The 'Transactions' tab of a business: the master table, and a link to it on a page of its own. */
import { Anchor, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BusinessTabProps } from '../businesses/businessTabProps';
import { masterSearchSchema, type MasterSearch } from './masterSearch';
import { MasterTablePanel } from './MasterTablePanel';

export function TransactionsTab({ business }: BusinessTabProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<MasterSearch>(() => masterSearchSchema.parse({ businessId: business.id }));
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Anchor component={Link} to={`/businesses/master-table?businessId=${business.id}`} size="sm">
          {t('ledger.page.openFull')}
        </Anchor>
      </Group>
      <MasterTablePanel
        businessId={business.id}
        lockDate={business.lockDate}
        search={search}
        onSearchChange={(patch) => setSearch((s) => ({ ...s, ...patch }))}
      />
    </Stack>
  );
}
