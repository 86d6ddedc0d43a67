/** The lock request and decisions the lock tests send: a full financial year's profit and loss, warnings read. */
import type { ReportLock } from '@ledgerdesk/domain';
import type { TestApp } from '../../../test/harness.js';

export const FY_LOCK = { type: 'profit-and-loss', from: '2023-07-01', to: '2024-06-30', acknowledged: true } as const;

export const requestLock = (t: TestApp, businessId: string, token: string) =>
  t.api.post<{ data: ReportLock }>(`/api/v1/businesses/${businessId}/report-locks`, FY_LOCK, { token });

export const decideLock = (t: TestApp, id: string, step: 'approve' | 'reject', token: string) =>
  t.api.post<{ data: ReportLock }>(
    `/api/v1/report-locks/${id}/${step}`,
    step === 'approve' ? { acknowledged: true } : { reason: 'Not yet' },
    {
      token,
    },
  );
