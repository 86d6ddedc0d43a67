/** Rotating the token signing key: a warning first, because every session ends, this one too. */
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showError } from '../../app/notify';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { logout } from '../auth/logout';
import { rotateSigningKey, type SystemSettings } from './api';

export function SigningKeyCard({ settings }: { settings: SystemSettings }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const rotate = useMutation({
    mutationFn: rotateSigningKey,
    // This session has ended with all the others: sign in again with the new key.
    onSuccess: () => logout(navigate, '/login'),
    onError: (error) => showError(error),
  });
  const rotatedAt = settings.signingKeyRotatedAt;
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('systemSettings.key.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {rotatedAt
            ? t('systemSettings.key.rotatedAt', { date: new Date(rotatedAt).toLocaleString(i18n.language) })
            : t('systemSettings.key.never')}
        </Text>
        <Group justify="flex-end">
          <Button color="red" variant="light" leftSection={<IconKey size={16} aria-hidden />} onClick={() => setAsking(true)}>
            {t('systemSettings.key.rotate')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={asking}
        onClose={() => setAsking(false)}
        onConfirm={() => rotate.mutate()}
        title={t('systemSettings.key.confirmTitle')}
        confirmLabel={t('systemSettings.key.confirm')}
        color="red"
        loading={rotate.isPending}
      >
        <Alert color="red">{t('systemSettings.key.warning')}</Alert>
      </ConfirmModal>
    </Card>
  );
}
