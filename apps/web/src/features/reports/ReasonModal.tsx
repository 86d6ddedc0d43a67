/** A modal with a reason field and its actions; an action that needs a reason waits for one. */
import { Button, Group, Modal, Stack, Text, Textarea, type MantineColor } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReasonAction {
  label: string;
  color?: MantineColor;
  variant?: 'filled' | 'light' | 'default';
  needsReason: boolean;
  disabled?: boolean;
  onClick: (reason: string) => void;
}

export interface ReasonModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  actions: ReasonAction[];
  loading: boolean;
}

export function ReasonModal({ opened, onClose, title, ...props }: ReasonModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      {opened && <ReasonBody onClose={onClose} {...props} />}
    </Modal>
  );
}

function ReasonBody({ onClose, children, actions, loading }: Omit<ReasonModalProps, 'opened' | 'title'>) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const given = reason.trim();
  return (
    <Stack gap="md">
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
      <Textarea
        label={t('reports.lock.reason')}
        description={t('reports.lock.reasonHint')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        rows={3}
        maxLength={2000}
        data-autofocus
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('reports.lock.cancel')}
        </Button>
        {actions.map((action) => (
          <Button
            key={action.label}
            color={action.color}
            variant={action.variant ?? 'filled'}
            loading={loading}
            disabled={(action.needsReason && given === '') || action.disabled === true}
            onClick={() => action.onClick(given)}
          >
            {action.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
