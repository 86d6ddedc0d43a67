/**
 * The case-manager page: one case manager's businesses and workload, or a supervisor with their
 * case managers. Members come from the team scope; businesses from the caller's business scope.
 */
import { type RecordName, Role } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { Errors } from '../../platform/errors.js';
import { businessScope } from '../businesses/index.js';
import * as pageRepo from './case-manager-page.repo.js';
import type { CaseManagerPageDto, SupervisorTeamDto, WorkloadDto } from './case-manager-page.schema.js';
import { presentMember } from './team.presenter.js';
import * as repo from './team.repo.js';
import { teamScope } from './team.scope.js';

const NO_WORK: WorkloadDto = { businesses: 0, activeBusinesses: 0, clients: 0 };

async function memberWithRole(ctx: AppContext, actor: AuthUser, id: string, roleId: number, what: RecordName) {
  const member = await repo.findMember(ctx.db, id, teamScope(actor));
  if (!member || member.roleId !== roleId) throw Errors.notFound(what);
  return member;
}

export async function getCaseManagerPage(ctx: AppContext, actor: AuthUser, id: string): Promise<CaseManagerPageDto> {
  const member = await memberWithRole(ctx, actor, id, Role.CaseManager, 'Case manager');
  const [supervisor, businesses] = await Promise.all([
    member.supervisorId ? pageRepo.findPerson(ctx.db, member.supervisorId) : undefined,
    pageRepo.listAssignedBusinesses(ctx.db, id, businessScope(actor)),
  ]);
  return {
    user: presentMember(member),
    supervisor: supervisor ?? null,
    businesses: businesses.map(({ id: businessId, name, clientName, status }) => ({ id: businessId, name, clientName, status })),
    workload: {
      businesses: businesses.length,
      activeBusinesses: businesses.filter((b) => b.status === 'active').length,
      clients: new Set(businesses.map((b) => b.clientId)).size,
    },
  };
}

export async function getSupervisorTeam(ctx: AppContext, actor: AuthUser, id: string): Promise<SupervisorTeamDto> {
  const supervisor = await memberWithRole(ctx, actor, id, Role.Supervisor, 'Supervisor');
  const { rows } = await repo.listMembers(
    ctx.db,
    { scope: teamScope(actor), roleId: Role.CaseManager, supervisorId: id },
    { skip: 0, limit: 1000, sort: 'name' },
  );
  const counts = await pageRepo.workloads(
    ctx.db,
    rows.map((r) => r.id),
    businessScope(actor),
  );
  const byUser = new Map(counts.map(({ userId, ...workload }) => [userId, workload]));
  return {
    supervisor: presentMember(supervisor),
    caseManagers: rows.map((row) => ({ ...presentMember(row), workload: byUser.get(row.id) ?? NO_WORK })),
  };
}
