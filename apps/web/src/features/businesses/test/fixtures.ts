/** A business as the API answers it, for the component tests. */
import type { Business } from '../api';

export function buildBusiness(overrides: Partial<Business> = {}): Business {
  return {
    id: '00000000-0000-4000-8000-0000000000e1',
    name: 'Harbourside Dental',
    legalName: 'Harbourside Dental Pty Ltd',
    abn: '51824753556',
    clientId: '00000000-0000-4000-8000-000000000013',
    clientName: 'Harbourside Dental',
    clientCode: 'CL-000013',
    status: 'active',
    gstRegistered: true,
    gstBasis: 'accrual',
    basFrequency: 'monthly',
    financialYearStartMonth: 7,
    lockDate: null,
    caseManagers: [{ id: 'u3', name: 'Trần Thu Hà' }],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
