/** /conversion?businessId=&bankAccountId=: import a bank statement into a bank account. */
import { Alert, Card, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { useBankAccounts } from '../banking/api';
import { BusinessBackLink } from '../businesses/BusinessBackLink';
import type { Preview } from './api';
import { CommitPanel } from './CommitPanel';
import { StatementUpload } from './StatementUpload';

export default function ConversionPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const businessId = params.get('businessId') ?? '';
  const bankAccountId = params.get('bankAccountId') ?? '';
  const accounts = useBankAccounts(businessId);
  const [preview, setPreview] = useState<Preview | null>(null);
  const options = (accounts.data ?? [])
    .filter((a) => a.status === 'active')
    .map((a) => ({ value: a.id, label: `${a.name} ${a.accountNumber}`.trim() }));

  return (
    <Stack gap="md" maw={1280}>
      <PageHeader
        title={t('imports.title')}
        description={
          <Stack gap={4} component="span">
            <span>{t('imports.subtitle')}</span>
            {businessId && <BusinessBackLink businessId={businessId} tab="bank-accounts" />}
          </Stack>
        }
      />
      {!businessId && <Alert color="yellow">{t('imports.noBusiness')}</Alert>}
      {businessId && (
        <Card withBorder radius="md" p="md">
          <Stack gap="md">
            <Select
              label={t('imports.bankAccount')}
              w={360}
              data={options}
              value={bankAccountId || null}
              disabled={preview !== null}
              placeholder={accounts.isPending ? t('common.loading') : undefined}
              onChange={(id) => id && setParams({ businessId, bankAccountId: id }, { replace: true })}
            />
            {bankAccountId && !preview && <StatementUpload businessId={businessId} bankAccountId={bankAccountId} onPreview={setPreview} />}
            {preview && <CommitPanel businessId={businessId} preview={preview} onRestart={() => setPreview(null)} />}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
