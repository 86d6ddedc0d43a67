/**
 * Contractors and TPAR (`/subcontractor-keyword-abn`): pick a business, keep its contractors and
 * the keywords that find their payments, scan and confirm those payments, and produce the
 * taxable payments annual report per financial year.
 */
import { Card, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { BusinessSelect } from '../businesses/BusinessSelect';
import { ContractorsPanel } from './ContractorsPanel';
import { ScanPanel } from './ScanPanel';
import { TparPanel } from './TparPanel';

export default function ContractorsPage() {
  const { t } = useTranslation();
  const [businessId, setBusinessId] = useState('');
  return (
    <Stack gap="md" maw={1280}>
      <PageHeader title={t('contractors.title')} description={t('contractors.description')} />
      <BusinessSelect
        label={t('contractors.business')}
        placeholder={t('contractors.businessPlaceholder')}
        emptyMessage={t('contractors.noBusiness')}
        value={businessId || null}
        onChange={(id) => setBusinessId(id ?? '')}
        w={400}
      />
      {businessId === '' ? (
        <Card withBorder>
          <Text c="dimmed">{t('contractors.pickBusiness')}</Text>
        </Card>
      ) : (
        <Tabs defaultValue="contractors" keepMounted={false} key={businessId}>
          <Tabs.List mb="md">
            <Tabs.Tab value="contractors">{t('contractors.tabs.contractors')}</Tabs.Tab>
            <Tabs.Tab value="scan">{t('contractors.tabs.scan')}</Tabs.Tab>
            <Tabs.Tab value="tpar">{t('contractors.tabs.tpar')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="contractors">
            <ContractorsPanel businessId={businessId} />
          </Tabs.Panel>
          <Tabs.Panel value="scan">
            <ScanPanel businessId={businessId} />
          </Tabs.Panel>
          <Tabs.Panel value="tpar">
            <TparPanel businessId={businessId} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
