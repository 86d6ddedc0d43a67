/**
 * Two-factor sign-in on one's profile: whether it is on (and whether the practice requires it),
 * setting it up with a QR code, new recovery codes, turning it off.
 */
import { Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { formatDateTime } from '../../ui/format';
import {
  confirmTwoFactor,
  disableTwoFactor,
  renewRecoveryCodes,
  securityKeys,
  setUpTwoFactor,
  useTwoFactorStatus,
  type TwoFactorSetup,
} from './api';
import { EnrolmentFlow } from './EnrolmentFlow';
import { ProveModal } from './ProveModal';
import { RecoveryCodes } from './RecoveryCodes';
import { SecurityCard } from './SecurityCard';

type Dialog = { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'disable' } | { kind: 'renew' } | { kind: 'codes'; codes: string[] };

export function TwoFactorCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor });
  const start = useMutation({
    mutationFn: setUpTwoFactor,
    onSuccess: (setup) => setDialog({ kind: 'setup', setup }),
    onError: (e) => showError(e),
  });

  const data = status.data;
  return (
    <SecurityCard
      title={t('security.twoFactorTitle')}
      intro={t('security.twoFactorIntro')}
      aside={
        data && (
          <Group gap="xs">
            {data.required && (
              <Badge variant="light" color="grape">
                {t('security.requiredBadge')}
              </Badge>
            )}
            <Badge
              variant="light"
              color={data.enabled ? 'teal' : 'gray'}
              leftSection={data.enabled ? <IconShieldCheck size={14} aria-hidden /> : <IconShieldOff size={14} aria-hidden />}
            >
              {data.enabled ? t('security.on') : t('security.off')}
            </Badge>
          </Group>
        )
      }
    >
      {!data ? (
        <Skeleton h={36} role="status" aria-label={t('common.loading')} />
      ) : data.enabled ? (
        <Stack gap="sm">
          <Text size="sm">
            {t('security.enabledSince', { date: data.enabledAt ? formatDateTime(data.enabledAt) : '' })}{' '}
            {t('security.codesLeft', { count: data.recoveryCodesLeft })}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => setDialog({ kind: 'renew' })}>
              {t('security.newCodes')}
            </Button>
            <Button variant="subtle" color="red" onClick={() => setDialog({ kind: 'disable' })}>
              {t('security.turnOff')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="space-between">
          <Text size="sm">{data.required ? t('security.requiredNotSet') : t('security.notSet')}</Text>
          <Button onClick={() => start.mutate()} loading={start.isPending}>
            {t('security.setUp')}
          </Button>
        </Group>
      )}

      <Modal
        opened={dialog?.kind === 'setup' || dialog?.kind === 'codes'}
        onClose={close}
        title={dialog?.kind === 'codes' ? t('security.newCodesTitle') : t('security.setUpTitle')}
        size="lg"
        centered
      >
        {dialog?.kind === 'setup' && (
          <EnrolmentFlow
            setup={dialog.setup}
            confirm={async (code) => {
              const codes = await confirmTwoFactor(code);
              refresh();
              return codes;
            }}
            onDone={() => {
              close();
              showSuccess(t('security.turnedOn'));
            }}
            doneLabel={t('security.done')}
          />
        )}
        {dialog?.kind === 'codes' && (
          <Stack gap="md">
            <RecoveryCodes codes={dialog.codes} />
            <Group justify="flex-end">
              <Button onClick={close}>{t('security.done')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <ProveModal
        opened={dialog?.kind === 'disable'}
        onClose={close}
        title={t('security.turnOffTitle')}
        intro={data?.required ? t('security.turnOffRequired') : t('security.turnOffIntro')}
        submitLabel={t('security.turnOff')}
        color="red"
        action={disableTwoFactor}
        onDone={(next) => {
          queryClient.setQueryData(securityKeys.twoFactor, next);
          close();
          showSuccess(t('security.turnedOff'));
        }}
      />
      <ProveModal
        opened={dialog?.kind === 'renew'}
        onClose={close}
        title={t('security.newCodesTitle')}
        intro={t('security.newCodesIntro')}
        submitLabel={t('security.newCodes')}
        action={renewRecoveryCodes}
        onDone={(codes) => {
          refresh();
          setDialog({ kind: 'codes', codes });
        }}
      />
    </SecurityCard>
  );
}
