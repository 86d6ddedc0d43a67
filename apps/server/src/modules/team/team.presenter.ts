/** Shapes a team member for the API: explicit fields only, never the password hash or token version. */
import { storedRole } from '@ledgerdesk/domain';
import type { MemberView } from './team.repo.js';
import type { MemberDto } from './team.schema.js';

export function presentMember(row: MemberView): MemberDto {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roleId: storedRole(row.roleId),
    regionId: row.regionId,
    regionName: row.regionName,
    brandId: row.brandId,
    status: row.status,
    activated: row.activated,
    supervisorId: row.supervisorId,
    businessCount: Number(row.businessCount),
    createdAt: row.createdAt.toISOString(),
  };
}
