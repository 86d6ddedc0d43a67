/** Clients, tags and lookups as the API answers them, for the component tests. */
import { buildBrand, buildRegion } from '../../../test/contracts';
import type { Client } from '../api';

export const TAGS = [
  { id: '00000000-0000-4000-8000-0000000000a1', name: 'VIP', color: 'red', clientCount: 1, createdAt: '2025-01-01T00:00:00.000Z' },
  { id: '00000000-0000-4000-8000-0000000000a2', name: 'Payroll', color: 'blue', clientCount: 0, createdAt: '2025-01-01T00:00:00.000Z' },
];

export function buildClient(n: number, overrides: Partial<Client> = {}): Client {
  const code = `CL-${String(n).padStart(6, '0')}`;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    code,
    name: `Client ${n}`,
    email: `client${n}@example.com.au`,
    phone: '',
    address: '',
    abn: '51824753556',
    status: 'active',
    brandId: '00000000-0000-4000-8000-0000000000b1',
    brandName: 'Harbour Books',
    regionId: '00000000-0000-4000-8000-0000000000c1',
    regionName: 'Sydney',
    supervisorId: null,
    supervisorName: null,
    tags: [],
    businessCount: 2,
    createdAt: '2025-02-01T00:00:00.000Z',
    ...overrides,
  };
}

/** 25 clients; number 3 is archived. */
export const CLIENTS: Client[] = Array.from({ length: 25 }, (_, i) => buildClient(i + 1, i === 2 ? { status: 'archived' } : {}));

export const REGIONS = [buildRegion('00000000-0000-4000-8000-0000000000c1', 'Sydney')];
export const BRANDS = [buildBrand({ id: '00000000-0000-4000-8000-0000000000b1', name: 'Harbour Books' })];
