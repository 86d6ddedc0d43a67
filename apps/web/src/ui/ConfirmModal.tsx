/**
 * Asks before an action. With `confirmationText`, the confirm button enables only once the user
 * has typed that text exactly (for permanent deletes); `confirmDisabled` holds it back otherwise.
 */
import { Button, Group, Modal, Stack, Text, TextInput, type MantineColor } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  color?: MantineColor;
  loading?: boolean;
  confirmationText?: string;
  /** Holds the confirm button back until the content is ready or acknowledged. */
  confirmDisabled?: boolean;
}

export function ConfirmModal({ opened, onClose, ...props }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={props.title} centered>
      {/* Mounted per opening, so the typed text starts empty every time. */}
      {opened && <ConfirmBody onClose={onClose} {...props} />}
    </Modal>
  );
}

function ConfirmBody(props: Omit<ConfirmModalProps, 'opened'>) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const { confirmationText, loading = false } = props;
  const matches = (confirmationText === undefined || typed.trim() === confirmationText) && !props.confirmDisabled;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (matches && !loading) props.onConfirm();
      }}
    >
      <Stack gap="md">
        {typeof props.children === 'string' ? <Text size="sm">{props.children}</Text> : props.children}
        {confirmationText !== undefined && (
          <TextInput
            label={t('confirm.typeToConfirm', { text: confirmationText })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={loading}>
            {props.cancelLabel ?? t('confirm.cancel')}
          </Button>
          <Button type="submit" color={props.color ?? 'blue'} disabled={!matches} loading={loading}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
