/** Confirms an email change with the mailed token and shows the result. */
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../app/notify';
import { confirmEmailChange, meKey } from './api';

export function ConfirmEmailChange({ token }: { token: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: ['email-confirm', token],
    queryFn: async () => {
      const me = await confirmEmailChange(token);
      queryClient.setQueryData(meKey, me);
      return me;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silent: true },
  });

  return (
    <Stack gap="lg">
      <Title order={1} fz="h3">
        {t('account.confirmEmailTitle')}
      </Title>
      {result.isPending && (
        <Stack align="center" py="md" aria-busy="true">
          <Loader />
          <Text c="dimmed" size="sm">
            {t('account.confirmingEmail')}
          </Text>
        </Stack>
      )}
      {result.isSuccess && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} aria-hidden />}
          title={t('account.emailChanged')}
          role="status"
        >
          {t('account.emailChangedText', { email: result.data.email })}
        </Alert>
      )}
      {result.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title={t('account.emailChangeFailed')}
          role="alert"
        >
          {errorMessage(result.error)}
        </Alert>
      )}
      <Button component={Link} to="/dashboard" variant={result.isSuccess ? 'filled' : 'default'} fullWidth>
        {t('errors.backToDashboard')}
      </Button>
    </Stack>
  );
}
