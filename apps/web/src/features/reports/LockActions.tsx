/**
 * The lock flow in the report's top bar: the status badge, and the step the user may take —
 * request a lock, see the pending request (reviewed by whoever the server says may decide it),
 * or unlock (Super Admin only). A period that has not ended or holds uncoded bank lines is warned
 * of in each modal, and the request and the approval wait for the warnings to be acknowledged.
 */
import { can, formatDate, type ReportType, Role } from '@ledgerdesk/domain';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconLock, IconLockOpen, IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { formatDateTime } from '../../ui/format';
import { StatusBadge } from '../../ui/StatusBadge';
import { useAuthState } from '../auth/session';
import type { Range } from './api';
import { useDecideLock, useLocks, useLockWarnings, useRequestLock } from './lockQueries';
import { lockState } from './lockStatus';
import { cleared, LockWarnings } from './LockWarnings';

import { ReasonModal } from './ReasonModal';

type Open = 'request' | 'pending' | 'approval' | 'unlock' | null;

export function LockActions({ businessId, type, range }: { businessId: string; type: ReportType; range: Range }) {
  const { t } = useTranslation();
  const { roleId } = useAuthState();
  const locks = useLocks(businessId, type);
  const request = useRequestLock(businessId, type);
  const decide = useDecideLock(businessId, type);
  const [open, setOpenState] = useState<Open>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const setOpen = (next: Open) => {
    setAcknowledged(false);
    setOpenState(next);
  };
  const close = () => setOpen(null);
  const { status, lock } = lockState(locks.data ?? [], range);
  const requestWarnings = useLockWarnings(businessId, range, open === 'request');
  const dates = { from: formatDate(range.from), to: formatDate(range.to) };
  const pendingText = t('reports.lock.pendingText', {
    name: lock?.requestedByName ?? t('reports.lock.someone'),
    date: lock ? formatDateTime(lock.requestedAt) : '',
    ...dates,
  });
  const act = (decision: 'approve' | 'reject' | 'unlock', reason: string) => {
    if (lock) decide.mutate({ lockId: lock.id, decision, reason: reason || undefined, acknowledged }, { onSuccess: close });
  };
  const acknowledge = { checked: acknowledged, onChange: setAcknowledged, label: t('reports.lock.warnings.acknowledge') };
  // The server refuses anyone else the approval of a period that has not ended.
  const approvalRefused = lock?.warnings?.periodOpen === true && roleId !== Role.SuperAdmin;

  return (
    <Group gap="xs" wrap="nowrap">
      {locks.data && <StatusBadge status={status} size="lg" aria-label={t('reports.lock.status')} data-testid="report-status" />}
      {lock?.status === 'rejected' && lock.reason && (
        <Text size="xs" c="dimmed" maw={220} lineClamp={1} title={lock.reason}>
          {t('reports.lock.lastRejected', { reason: lock.reason })}
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
        confirmDisabled={!requestWarnings.data || !cleared(requestWarnings.data, acknowledged)}
        onConfirm={() => request.mutate({ range, acknowledged }, { onSuccess: close })}
      >
        <Stack gap="sm">
          <Text size="sm">{t('reports.lock.requestText', { report: t(`reports.types.${type}.title`), ...dates })}</Text>
          {requestWarnings.isPending && <Loader size="sm" aria-label={t('reports.lock.checking')} />}
          {requestWarnings.isError && (
            <Text size="sm" c="red" role="alert">
              {t('reports.lock.warnings.failed')}
            </Text>
          )}
          <LockWarnings warnings={requestWarnings.data} to={range.to} acknowledge={acknowledge} />
        </Stack>
      </ConfirmModal>

      <Modal opened={open === 'pending'} onClose={close} title={t('reports.lock.pendingTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{pendingText}</Text>
          <LockWarnings warnings={lock?.warnings} to={range.to} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('reports.lock.close')}
            </Button>
            {lock?.mayDecide && <Button onClick={() => setOpen('approval')}>{t('reports.lock.review')}</Button>}
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
          {
            label: t('reports.lock.approve'),
            color: 'teal',
            needsReason: false,
            disabled: approvalRefused || !cleared(lock?.warnings, acknowledged),
            onClick: () => act('approve', ''),
          },
        ]}
      >
        <Stack gap="sm">
          <Text size="sm">{pendingText}</Text>
          <LockWarnings
            warnings={lock?.warnings}
            to={range.to}
            acknowledge={acknowledge}
            refusal={approvalRefused ? t('reports.lock.warnings.superAdminOnly') : undefined}
          />
        </Stack>
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
