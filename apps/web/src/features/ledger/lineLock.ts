/**
 * Why a master-table line cannot be coded, recoded or uncoded: its date is in the locked period,
 * or it is held by a bank reconciliation. The server refuses both; the table says why beforehand.
 */
import { isLocked } from '@ledgerdesk/domain';
import type { TFunction } from 'i18next';
import type { Transaction } from './api';

export type LineLock = { kind: 'period'; date: string } | { kind: 'reconciled'; date: string };

export function lineLock(row: Pick<Transaction, 'date' | 'reconciledTo'>, lockDate: string | null): LineLock | null {
  if (lockDate && isLocked(row.date, lockDate)) return { kind: 'period', date: lockDate };
  if (row.reconciledTo) return { kind: 'reconciled', date: row.reconciledTo };
  return null;
}

export function lockText(t: TFunction, lock: LineLock): string {
  return lock.kind === 'period' ? t('ledger.status.locked', { date: lock.date }) : t('ledger.status.reconciled', { date: lock.date });
}
