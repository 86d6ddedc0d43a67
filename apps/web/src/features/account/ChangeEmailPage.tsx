/**
 * /change-email: with ?token the confirmation result on the grey blank layout; without it the
 * change form inside the default layout.
 */
import { Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DefaultLayout } from '../../app/layouts/DefaultLayout';
import { GreyBlankLayout } from '../../app/layouts/GreyBlankLayout';
import { PageHeader } from '../../ui/PageHeader';
import { useMe } from './api';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ConfirmEmailChange } from './ConfirmEmailChange';

function ChangeEmailScreen() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <Stack gap={0} maw={560}>
      <PageHeader title={t('account.changeEmailTitle')} description={t('account.changeEmailSubtitle')} />
      <Card withBorder radius="md" p="lg">
        <ChangeEmailForm currentEmail={me.data?.email} />
      </Card>
    </Stack>
  );
}

export default function ChangeEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token) {
    return (
      <GreyBlankLayout>
        <ConfirmEmailChange token={token} />
      </GreyBlankLayout>
    );
  }
  return (
    <DefaultLayout>
      <ChangeEmailScreen />
    </DefaultLayout>
  );
}
