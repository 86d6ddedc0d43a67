/**
 * The lock flow in the report's top bar: the status badge, and the step the user may take —
 * request a lock, see the pending request (approvers review it), or unlock (Super Admin only).
 */
import { can, type ReportType } from '@ledgerdesk/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLock, IconLockOpen, IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { formatDateTime } from '../../ui/format';
import { StatusBadge } from '../../ui/StatusBadge';
import { useAuthState } from '../auth/session';
import type { Range } from './api';
import { useDecideLock, useLocks, useRequestLock } from './lockQueries';
import { lockState } from './lockStatus';
import { formatDay } from './periods';
import { ReasonModal } from './ReasonModal';

type Open = 'request' | 'pending' | 'approval' | 'unlock' | null;

export function LockActions({ businessId, type, range }: { businessId: string; type: ReportType; range: Range }) {
  const { t } = useTranslation();
  const { roleId } = useAuthState();
  const locks = useLocks(businessId, type);
  const request = useRequestLock(businessId, type);
  const decide = useDecideLock(businessId, type);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const { status, lock } = lockState(locks.data ?? [], range);
  const dates = { from: formatDay(range.from), to: formatDay(range.to) };
  const act = (decision: 'approve' | 'reject' | 'unlock', reason: string) => {
    if (lock) decide.mutate({ lockId: lock.id, decision, reason: reason || undefined }, { onSuccess: close });
  };

  return (
    <Group gap="xs" wrap="nowrap">
      {locks.data && <StatusBadge status={status} size="lg" aria-label={t('reports.lock.status')} data-testid="report-status" />}
      {lock?.status === 'rejected' && lock.reason && (
        <Text size="xs" c="dimmed" maw={220} lineClamp={1} title={lock.reason}>
          {t('reports.lock.lastRejected', { reason: lock.reason })}
        </Text>
      )}
      {status === 'approved' && lock?.decidedByName && (
        <Text size="xs" c="dimmed">
          {t('reports.lock.approvedBy', { name: lock.decidedByName, date: lock.decidedAt ? formatDateTime(lock.decidedAt) : '' })}
        </Text>
      )}
      {status === 'workInProgress' && can(roleId, 'reports:lock') && (
        <Button size="xs" leftSection={<IconLock size={14} aria-hidden />} onClick={() => setOpen('request')} disabled={!locks.data}>
          {t('reports.lock.request')}
        </Button>
      )}
      {status === 'waitingApproval' && (
        <Button
          size="xs"
          variant="light"
          color="yellow"
          leftSection={<IconHourglass size={14} aria-hidden />}
          onClick={() => setOpen('pending')}
        >
          {t('reports.lock.pending')}
        </Button>
      )}
      {status === 'approved' && can(roleId, 'reports:unlock') && (
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconLockOpen size={14} aria-hidden />}
          onClick={() => setOpen('unlock')}
        >
          {t('reports.lock.unlock')}
        </Button>
      )}

      <ConfirmModal
        opened={open === 'request'}
        onClose={close}
        title={t('reports.lock.requestTitle')}
        confirmLabel={t('reports.lock.send')}
        loading={request.isPending}
        onConfirm={() => request.mutate(range, { onSuccess: close })}
      >
        {t('reports.lock.requestText', { report: t(`reports.types.${type}.title`), ...dates })}
      </ConfirmModal>

      <Modal opened={open === 'pending'} onClose={close} title={t('reports.lock.pendingTitle')} centered>
        <Stack gap="md">
          <Text size="sm">
            {t('reports.lock.pendingText', {
              name: lock?.requestedByName ?? t('reports.lock.someone'),
              date: lock ? formatDateTime(lock.requestedAt) : '',
              ...dates,
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('reports.lock.close')}
            </Button>
            {can(roleId, 'reports:approve') && <Button onClick={() => setOpen('approval')}>{t('reports.lock.review')}</Button>}
          </Group>
        </Stack>
      </Modal>

      <ReasonModal
        opened={open === 'approval'}
        onClose={close}
        title={t('reports.lock.approvalTitle')}
        loading={decide.isPending}
        actions={[
          {
            label: t('reports.lock.reject'),
            color: 'red',
            variant: 'light',
            needsReason: true,
            onClick: (reason) => act('reject', reason),
          },
          { label: t('reports.lock.approve'), color: 'teal', needsReason: false, onClick: () => act('approve', '') },
        ]}
      >
        {t('reports.lock.pendingText', {
          name: lock?.requestedByName ?? t('reports.lock.someone'),
          date: lock ? formatDateTime(lock.requestedAt) : '',
          ...dates,
        })}
      </ReasonModal>

      <ReasonModal
        opened={open === 'unlock'}
        onClose={close}
        title={t('reports.lock.unlockTitle')}
        loading={decide.isPending}
        actions={[{ label: t('reports.lock.unlock'), color: 'red', needsReason: true, onClick: (reason) => act('unlock', reason) }]}
      >
        {t('reports.lock.unlockText')}
      </ReasonModal>
    </Group>
  );
}
