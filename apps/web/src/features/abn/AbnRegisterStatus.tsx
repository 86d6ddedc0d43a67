/** What the register said about an ABN, or why it could not be asked, in one line a person reads. */
import { Alert, Text } from '@mantine/core';
import type { AbnRegisterAnswer } from '@ledgerdesk/domain';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const COLOR: Record<AbnRegisterAnswer['outcome'], string> = {
  active: 'teal',
  cancelled: 'orange',
  unknown: 'red',
  off: 'gray',
  refused: 'red',
  timeout: 'yellow',
  unavailable: 'yellow',
  unreadable: 'yellow',
};

function Icon({ outcome }: { outcome: AbnRegisterAnswer['outcome'] }) {
  if (outcome === 'active') return <IconCircleCheck size={18} aria-hidden />;
  if (outcome === 'off') return <IconInfoCircle size={18} aria-hidden />;
  if (outcome === 'cancelled' || outcome === 'unknown' || outcome === 'refused') return <IconAlertTriangle size={18} aria-hidden />;
  return <IconPlugConnectedX size={18} aria-hidden />;
}

export function AbnRegisterStatus({ register, compact = false }: { register: AbnRegisterAnswer; compact?: boolean }) {
  const { t } = useTranslation();
  const message = t(`abnLookup.outcome.${register.outcome}`, { name: register.entityName ?? '', since: register.statusFrom ?? '' });
  if (compact) {
    return (
      <Text size="xs" c={COLOR[register.outcome]} data-testid="abn-register-status">
        {message}
      </Text>
    );
  }
  return (
    <Alert color={COLOR[register.outcome]} icon={<Icon outcome={register.outcome} />} data-testid="abn-register-status">
      {message}
    </Alert>
  );
}
