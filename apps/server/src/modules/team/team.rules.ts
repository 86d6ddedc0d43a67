/**
 * Where a team member may be placed by the actor: the role (within what the actor may grant),
 * the region, the brand and the supervisor. Shared by invitations and edits so both refuse the
 * same things the same way.
 */
import { grantableRoles, hasSupervisor, isRegionBound, needsBrand, needsRegion, Role, type RoleId, message } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import * as repo from './team.repo.js';
import { teamScope } from './team.scope.js';

export interface Placement {
  roleId: RoleId;
  regionId: string | null;
  brandId: string | null;
  supervisorId: string | null;
}

/** Which of the placement fields the request sets; the others keep their current value. */
export type Given = Record<'regionId' | 'brandId' | 'supervisorId', boolean>;

/** An existing member the actor may change: one whose role the actor could have granted. */
export function assertManageable(actor: AuthUser, targetRoleId: number): void {
  if (!(grantableRoles(actor.roleId) as readonly number[]).includes(targetRoleId)) throw Errors.forbidden();
}

/** What an invitation leaves out: the actor's own region, and for a Supervisor, themselves. */
export function defaultPlacement(actor: AuthUser, roleId: RoleId): Pick<Placement, 'regionId' | 'supervisorId'> {
  return {
    regionId: isRegionBound(actor.roleId) ? actor.regionId : null,
    supervisorId: actor.roleId === Role.Supervisor && roleId === Role.CaseManager ? actor.id : null,
  };
}

export async function checkPlacement(db: Db, actor: AuthUser, wanted: Placement, given: Given): Promise<Placement> {
  if (wanted.roleId === Role.Client) throw Errors.badRequest(message('team.portalUsersFromClient'));
  assertManageable(actor, wanted.roleId);

  if (given.regionId && isRegionBound(actor.roleId) && wanted.regionId !== actor.regionId) throw Errors.forbidden();
  if (needsRegion(wanted.roleId) && !wanted.regionId) throw Errors.badRequest(message('team.regionRequired'));
  if (given.regionId && wanted.regionId && !(await repo.regionExists(db, wanted.regionId))) throw Errors.notFound('Region');

  const isBrandRole = needsBrand(wanted.roleId);
  if (isBrandRole && !wanted.brandId) throw Errors.badRequest(message('team.brandRequired'));
  if (isBrandRole && given.brandId && wanted.brandId && !(await repo.brandExists(db, wanted.brandId))) throw Errors.notFound('Brand');

  const isCaseManager = hasSupervisor(wanted.roleId);
  if (given.supervisorId && wanted.supervisorId && !isCaseManager) throw Errors.badRequest(message('team.supervisorOnlyForCaseManager'));
  if (isCaseManager && given.supervisorId) {
    // A Supervisor's team is their own case managers: they can neither hand one over nor release one.
    if (actor.roleId === Role.Supervisor && wanted.supervisorId !== actor.id) throw Errors.forbidden();
    if (wanted.supervisorId && !(await repo.supervisorInScope(db, wanted.supervisorId, teamScope(actor))))
      throw Errors.notFound('Supervisor');
  }

  return {
    roleId: wanted.roleId,
    regionId: wanted.regionId,
    brandId: isBrandRole ? wanted.brandId : null,
    supervisorId: isCaseManager ? wanted.supervisorId : null,
  };
}
