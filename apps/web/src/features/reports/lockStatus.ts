/**
 * Where a report stands in the lock flow for a period. Rejected and unlocked requests return the
 * report to Work in progress: only a waiting or approved request holds it.
 */
import type { ReportLock } from '@ledgerdesk/domain';
import type { StatusKey } from '../../ui/StatusBadge';
import type { Range } from './api';

export interface LockState {
  status: Extract<StatusKey, 'workInProgress' | 'waitingApproval' | 'approved'>;
  /** The request that decides the status: the newest one of this period. */
  lock: ReportLock | null;
}

/** `locks` newest first, as the API lists them. */
export function lockState(locks: readonly ReportLock[], range: Range): LockState {
  const lock = locks.find((l) => l.from === range.from && l.to === range.to) ?? null;
  if (lock?.status === 'waiting_approval') return { status: 'waitingApproval', lock };
  if (lock?.status === 'approved') return { status: 'approved', lock };
  return { status: 'workInProgress', lock };
}

/** The newest approved snapshot and the one before it, for the compare view. */
export function lockedPair(locks: readonly ReportLock[]): [ReportLock, ReportLock] | null {
  const locked = locks.filter((l) => l.status === 'approved' && l.snapshot !== null);
  const [newest, previous] = locked;
  return newest && previous ? [newest, previous] : null;
}
