/** The shapes a client leaves the server in. */
import type { ClientListRow } from './clients-list.repo.js';
import type { ClientDetailsParts } from './client-details.repo.js';
import type { ClientRow } from './clients.repo.js';
import type { ClientDetailDto, ClientDto } from './clients.schema.js';

const personName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ').trim() || null;

export const presentClient = (row: ClientListRow): ClientDto => ({
  id: row.id,
  code: row.code,
  name: row.name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  abn: row.abn,
  status: row.status,
  brandId: row.brand_id,
  brandName: row.brand_name,
  regionId: row.region_id,
  regionName: row.region_name,
  supervisorId: row.supervisor_id,
  supervisorName: row.supervisor_id ? personName(row.supervisor_first_name, row.supervisor_last_name) : null,
  tags: row.tags,
  businessCount: row.business_count,
  createdAt: row.created_at,
});

export const presentClientDetail = (row: ClientListRow, parts: ClientDetailsParts): ClientDetailDto => ({
  ...presentClient(row),
  businesses: parts.businesses,
  portalUsers: parts.portalUsers.map((user) => ({
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    status: user.status,
    activated: user.activatedAt !== null,
    createdAt: user.createdAt.toISOString(),
  })),
  activity: parts.activity.map((entry) => ({
    id: entry.id,
    action: entry.action,
    actorId: entry.actorId,
    actorName: personName(entry.actorFirstName, entry.actorLastName),
    before: entry.before,
    after: entry.after,
    createdAt: entry.createdAt.toISOString(),
  })),
});

/** What the audit log keeps of a client: its own columns (and tags when they are part of the change). */
export const auditableClient = (row: ClientRow, tagIds?: readonly string[]) => ({
  code: row.code,
  name: row.name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  abn: row.abn,
  status: row.status,
  brandId: row.brandId,
  regionId: row.regionId,
  supervisorId: row.supervisorId,
  ...(tagIds ? { tagIds: [...tagIds].sort() } : {}),
});
