/** A brand as the API answers it, for component tests. */
import type { BrandDetail } from './api';

export const BRAND_ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

export function brandAnswer(overrides: Partial<BrandDetail> = {}): { data: BrandDetail } {
  return {
    data: {
      id: BRAND_ID,
      name: 'Smith Bookkeeping & Co',
      slug: 'smith-bookkeeping-and-co',
      logoUrl: null,
      primaryColor: '#1c7ed6',
      contactEmail: 'hello@smith.com.au',
      status: 'active',
      coaTemplateId: null,
      clientCount: 0,
      createdAt: '2026-03-14T02:05:00.000Z',
      updatedAt: '2026-03-14T02:05:00.000Z',
      services: [],
      lockApprovers: [],
      clientCounts: { active: 0, inactive: 0, archived: 0, total: 0 },
      ...overrides,
    },
  };
}
