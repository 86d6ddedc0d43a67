/** The shapes a brand leaves the server in; the logo's storage key never does. */
import { presentService, type ServiceRow } from '../services/index.js';
import type { BrandRow, ClientCounts } from './brands.repo.js';
import type { BrandDetailDto, BrandDto, BrandLockApproverDto, PublicBrandDto } from './brands.schema.js';

/** A new upload gets a new key, so the `v` part changes and caches fetch the new image. */
export const brandLogoUrl = (row: Pick<BrandRow, 'id' | 'logo'>): string | null =>
  row.logo ? `/api/v1/brands/${row.id}/logo?v=${row.logo.slice(0, 8)}` : null;

export const presentBrand = (row: BrandRow, clientCount: number): BrandDto => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  logoUrl: brandLogoUrl(row),
  primaryColor: row.primaryColor,
  contactEmail: row.contactEmail,
  status: row.status,
  coaTemplateId: row.coaTemplateId,
  clientCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const presentBrandDetail = (
  row: BrandRow,
  services: readonly ServiceRow[],
  clientCounts: ClientCounts,
  lockApprovers: BrandLockApproverDto[],
): BrandDetailDto => ({
  ...presentBrand(row, clientCounts.total),
  services: services.map(presentService),
  lockApprovers,
  clientCounts,
});

export const presentPublicBrand = (row: BrandRow): PublicBrandDto => ({
  name: row.name,
  slug: row.slug,
  primaryColor: row.primaryColor,
  logoUrl: brandLogoUrl(row),
});

/** What the audit log keeps of a brand: its own fields, without derived counts. */
export const auditableBrand = (row: BrandRow) => ({
  name: row.name,
  slug: row.slug,
  logo: row.logo,
  primaryColor: row.primaryColor,
  contactEmail: row.contactEmail,
  status: row.status,
  coaTemplateId: row.coaTemplateId,
});
