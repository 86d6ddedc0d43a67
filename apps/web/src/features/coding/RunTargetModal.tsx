/**
 * The frame of the modals that run rules over existing lines (one rule, or every active rule):
 * the target's fields, what is known of the run so far, the confirmation a run over more than
 * half of the lines needs, and Cancel / submit. Once the run is done, `done` takes the form's place.
 */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TargetFields, type TargetFieldsProps } from './TargetFields';

export interface BigShare {
  message: string;
  confirmed: boolean;
  onConfirm: () => void;
}

export interface RunTargetModalProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  fields: TargetFieldsProps;
  children?: ReactNode;
  /** Set while the run would code more than half of the lines. */
  bigShare: BigShare | null;
  submit: { label: string; onClick: () => void; loading: boolean; disabled: boolean };
  done?: ReactNode;
}

export function RunTargetModal({ title, opened, onClose, fields, children, bigShare, submit, done }: RunTargetModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      {done ?? (
        <Stack gap="md">
          <TargetFields {...fields} />
          {children}
          {bigShare && (
            <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
              <Stack gap="xs">
                <Text size="sm">{bigShare.message}</Text>
                <Button
                  variant={bigShare.confirmed ? 'filled' : 'outline'}
                  color="orange"
                  size="xs"
                  w="fit-content"
                  onClick={bigShare.onConfirm}
                  aria-pressed={bigShare.confirmed}
                >
                  {t('coding.apply.confirmBig')}
                </Button>
              </Stack>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('coding.apply.cancel')}
            </Button>
            <Button
              onClick={submit.onClick}
              loading={submit.loading}
              disabled={submit.disabled || (bigShare !== null && !bigShare.confirmed)}
            >
              {submit.label}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
