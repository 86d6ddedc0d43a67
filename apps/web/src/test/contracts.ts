/**
 * Answers of the API for component tests, typed by the domain's contracts: a fixture that drifts
 * from what the server sends fails to compile instead of failing a parse at run time.
 */
import { Role, type BrandDto, type FileDto, type FolderDto, type MemberDto, type RegionDto } from '@ledgerdesk/domain';

const CREATED = '2026-01-01T00:00:00.000Z';

/** A list answer holding every row on one page. */
export const page = <T>(data: readonly T[]) => ({ data, pagination: { skip: 0, limit: Math.max(data.length, 10), total: data.length } });

export function buildMember(overrides: Partial<MemberDto> & Pick<MemberDto, 'id'>): MemberDto {
  return {
    email: 'staff@demo.test',
    firstName: 'Staff',
    lastName: 'Member',
    roleId: Role.CaseManager,
    regionId: null,
    regionName: null,
    brandId: null,
    status: 'active',
    activated: true,
    supervisorId: null,
    businessCount: 0,
    createdAt: CREATED,
    ...overrides,
  };
}

export function buildBrand(overrides: Partial<BrandDto> & Pick<BrandDto, 'id' | 'name'>): BrandDto {
  return {
    slug: 'brand',
    logoUrl: null,
    primaryColor: '#1c7ed6',
    contactEmail: 'hello@brand.test',
    status: 'active',
    coaTemplateId: null,
    clientCount: 0,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export const buildRegion = (id: string, name: string): RegionDto => ({ id, name, createdAt: CREATED });

export function buildFolder(overrides: Partial<FolderDto> & Pick<FolderDto, 'id' | 'parentId' | 'name' | 'ownerId'>): FolderDto {
  return {
    ownerType: 'business',
    isRoot: overrides.parentId === null,
    editable: overrides.parentId !== null,
    fileCount: 0,
    createdAt: CREATED,
    deletedAt: null,
    purgeAt: null,
    ...overrides,
  };
}

export function buildFile(overrides: Partial<FileDto> & Pick<FileDto, 'id' | 'folderId' | 'name'>): FileDto {
  return {
    size: 2048,
    mimeType: 'application/pdf',
    checksum: '0'.repeat(64),
    uploadedBy: null,
    uploaderName: null,
    uploadRequestId: null,
    previewable: true,
    createdAt: CREATED,
    deletedAt: null,
    purgeAt: null,
    ...overrides,
  };
}
