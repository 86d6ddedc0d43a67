/** /Activation?token: loads the invitation, then the activation form; a bad link says so. */
import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../app/notify';
import { fetchInvitation } from './api';
import { ActivationForm } from './ActivationForm';

export default function ActivationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useQuery({
    queryKey: ['activation', token],
    queryFn: () => fetchInvitation(token),
    enabled: token !== '',
    retry: false,
    meta: { silent: true },
  });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h3">
          {t('auth.activationTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.activationSubtitle')}
        </Text>
      </div>
      {token === '' || invitation.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" title={t('auth.invalidLink')}>
          {invitation.isError ? errorMessage(invitation.error) : t('auth.invalidLinkHint')}
        </Alert>
      ) : invitation.data ? (
        <ActivationForm token={token} invitation={invitation.data} />
      ) : (
        <Stack gap="md" aria-busy="true">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('auth.backToLogin')}
      </Anchor>
    </Stack>
  );
}
