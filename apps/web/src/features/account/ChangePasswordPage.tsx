import { Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { ChangePasswordForm } from './ChangePasswordForm';

/** /change-password */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0} maw={560}>
      <PageHeader title={t('account.changePasswordTitle')} description={t('account.changePasswordSubtitle')} />
      <Card withBorder radius="md" p="lg">
        <ChangePasswordForm />
      </Card>
    </Stack>
  );
}
