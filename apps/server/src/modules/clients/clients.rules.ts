/**
 * Who may put a client where, and whom a caller may assign to it. Scope decides which clients a
 * caller finds; these rules decide where a client may go, so a write never moves a client into a
 * part of the practice the caller does not work in.
 */
import { Role, ErrorCode, message } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import { AppError, Errors } from '../../platform/errors.js';
import type { StaffMember } from './client-people.repo.js';

const outsideYourPart = (part: 'region' | 'brand') =>
  new AppError(ErrorCode.FORBIDDEN, message(part === 'region' ? 'clients.onlyYourRegion' : 'clients.onlyYourBrand'));

/** A client's brand and region: a Region Admin works in their region, Brand staff in their brand, a Supervisor in their region. */
export function assertMayPlace(actor: AuthUser, target: { brandId: string; regionId: string }): void {
  switch (actor.roleId) {
    case Role.SuperAdmin:
      return;
    case Role.RegionAdmin:
      if (target.regionId !== actor.regionId) throw outsideYourPart('region');
      return;
    case Role.BrandAdmin:
    case Role.BrandManager:
      if (target.brandId !== actor.brandId) throw outsideYourPart('brand');
      return;
    case Role.Supervisor:
      if (actor.regionId && target.regionId !== actor.regionId) throw outsideYourPart('region');
      return;
    default:
      throw Errors.forbidden();
  }
}

/** A Supervisor's new client is theirs: otherwise it would vanish from their own list the moment it was made. */
export function supervisorOnCreate(actor: AuthUser, requested: string | null | undefined): string | null | undefined {
  if (actor.roleId !== Role.Supervisor) return requested;
  if (requested !== undefined && requested !== actor.id) {
    throw new AppError(ErrorCode.FORBIDDEN, message('clients.ownSupervision'));
  }
  return actor.id;
}

/** Region Admins and Supervisors choose among the client's region; a Super Admin among everyone. */
const regionBound = (actor: AuthUser) => actor.roleId === Role.RegionAdmin || actor.roleId === Role.Supervisor;

export function assertAssignableSupervisor(actor: AuthUser, candidate: StaffMember | undefined, clientRegionId: string): void {
  const fits =
    candidate?.roleId === Role.Supervisor &&
    candidate.status === 'active' &&
    (!regionBound(actor) || candidate.regionId === clientRegionId);
  if (!fits) {
    throw Errors.badRequest(message(regionBound(actor) ? 'clients.supervisorInRegion' : 'clients.activeSupervisor'));
  }
}

/** As for businesses: a Region Admin assigns case managers of the client's region, a Supervisor their own case managers. */
export function assertAssignableCaseManager(actor: AuthUser, candidate: StaffMember | undefined, clientRegionId: string): void {
  const isCaseManager = candidate?.roleId === Role.CaseManager && candidate.status === 'active';
  if (!isCaseManager) throw Errors.badRequest(message('clients.activeCaseManager'));
  if (actor.roleId === Role.RegionAdmin && candidate.regionId !== clientRegionId) {
    throw Errors.badRequest(message('clients.caseManagerInRegion'));
  }
  if (actor.roleId === Role.Supervisor && candidate.supervisorId !== actor.id) {
    throw Errors.badRequest(message('clients.ownCaseManager'));
  }
}
