/** Reading the team: the scoped staff list and one member. */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { presentMember } from './team.presenter.js';
import * as repo from './team.repo.js';
import type { ListQuery, MemberDto } from './team.schema.js';
import { teamScope } from './team.scope.js';

export async function listMembers(ctx: AppContext, actor: AuthUser, query: ListQuery) {
  const { rows, total } = await repo.listMembers(
    ctx.db,
    {
      scope: teamScope(actor),
      keyword: query.keyword,
      roleId: query.roleId,
      regionId: query.regionId,
      status: query.status,
      supervisorId: query.supervisorId,
    },
    { skip: query.skip, limit: query.limit, sort: query.sort },
  );
  return { data: rows.map(presentMember), pagination: { skip: query.skip, limit: query.limit, total } };
}

export async function getMember(db: Db, actor: AuthUser, id: string): Promise<MemberDto> {
  const row = await repo.findMember(db, id, teamScope(actor));
  if (!row) throw Errors.notFound('User');
  return presentMember(row);
}
