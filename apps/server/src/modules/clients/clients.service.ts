/**
 * Clients: the scoped list, one client's page, creating and editing. Every read and write goes
 * through the caller's scope, so a client outside it answers 404 and is never touched.
 */
import { can, Role, ErrorCode, message } from '@ledgerdesk/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, Errors } from '../../platform/errors.js';
import { businessRoom } from '../../platform/realtime/index.js';
import { existingTagIds } from '../tags/index.js';
import { clientTotals, countKey } from './client-counts.cache.js';
import { loadClientDetails } from './client-details.repo.js';
import { findBrandStatus, findStaffMember, regionExists } from './client-people.repo.js';
import { allConditions, clientConditions, listClientPage, selectClientRows } from './clients-list.repo.js';
import { auditableClient, presentClient, presentClientDetail } from './clients.presenter.js';
import * as repo from './clients.repo.js';
import { assertAssignableSupervisor, assertMayPlace, supervisorOnCreate } from './clients.rules.js';
import type { ClientDetailDto, ClientDto, ClientFilter, ClientListQuery, CreateClientInput, UpdateClientInput } from './clients.schema.js';
import { clientScope } from './clients.scope.js';
import { clients } from '../users/users.tables.js';

export async function listClients(ctx: AppContext, actor: AuthUser, query: ClientListQuery) {
  const { skip, limit, sort, ...filter } = query;
  const { rows, total } = await listClientPage(ctx.db, clientConditions(actor, filter), { sort, skip, limit }, countKey(actor, filter));
  return { data: rows.map(presentClient), pagination: { skip: query.skip, limit: query.limit, total } };
}

/** One client as the list shows it; `scope` undefined when the caller's access was checked already. */
export async function loadClient(db: Db, id: string, scope: SQL | undefined): Promise<ClientDto | undefined> {
  const [row] = await selectClientRows(db, and(eq(clients.id, id), scope), { sort: 'code', skip: 0, limit: 1 });
  return row ? presentClient(row) : undefined;
}

async function loadDetail(db: Db, actor: AuthUser, id: string, scope: SQL | undefined): Promise<ClientDetailDto> {
  const [row] = await selectClientRows(db, and(eq(clients.id, id), scope), { sort: 'code', skip: 0, limit: 1 });
  if (!row) throw Errors.notFound('Client');
  // The audit trail names staff and internal changes: it is for the practice, not the client's own users.
  const parts = await loadClientDetails(db, id, actor.roleId !== Role.Client);
  return presentClientDetail(row, parts);
}

export const getClient = (ctx: AppContext, actor: AuthUser, id: string): Promise<ClientDetailDto> =>
  loadDetail(ctx.db, actor, id, clientScope(actor));

const mayNotAssign = () => new AppError(ErrorCode.FORBIDDEN, message('clients.mayNotAssignSupervisor'));

/** The brand, region, supervisor and tags a write names must exist (and the brand be active when newly chosen). */
async function assertReferences(
  db: Db,
  actor: AuthUser,
  refs: {
    brandId?: string | undefined;
    regionId?: string | undefined;
    supervisorId?: string | null | undefined;
    tagIds?: string[] | undefined;
  },
  clientRegionId: string,
): Promise<void> {
  if (refs.brandId !== undefined) {
    const brand = await findBrandStatus(db, refs.brandId);
    if (!brand) throw Errors.badRequest(message('clients.unknownBrand'));
    if (brand.status !== 'active') throw Errors.badRequest(message('clients.inactiveBrand'));
  }
  if (refs.regionId !== undefined && !(await regionExists(db, refs.regionId))) throw Errors.badRequest(message('clients.unknownRegion'));
  const ownSupervision = actor.roleId === Role.Supervisor && refs.supervisorId === actor.id;
  if (refs.supervisorId && !ownSupervision) {
    assertAssignableSupervisor(actor, await findStaffMember(db, refs.supervisorId), clientRegionId);
  }
  if (refs.tagIds?.length && (await existingTagIds(db, refs.tagIds)).length !== refs.tagIds.length) {
    throw Errors.badRequest(message('clients.unknownTags'));
  }
}

export async function createClient(ctx: AppContext, actor: AuthUser, input: CreateClientInput): Promise<ClientDetailDto> {
  assertMayPlace(actor, input);
  const supervisorId = supervisorOnCreate(actor, input.supervisorId) ?? null;
  if (supervisorId && !can(actor.roleId, 'clients:assign')) throw mayNotAssign();
  return command(ctx, actor, async (cmd) => {
    cmd.invalidates(clientTotals);
    await assertReferences(cmd.db, actor, { ...input, supervisorId }, input.regionId);
    const code = await repo.nextClientCode(cmd.db);
    const { tagIds, ...fields } = input;
    const row = await repo.insertClient(cmd.db, { ...fields, supervisorId, code });
    await repo.addClientTags(cmd.db, [row.id], tagIds);
    await cmd.audit({
      action: 'client.created',
      entity: 'client',
      entityId: row.id,
      after: auditableClient(row, tagIds),
    });
    return loadDetail(cmd.db, actor, row.id, undefined);
  });
}

/** Only what differs from the stored client counts as a change (a form sends every field back). */
function changedFields(before: repo.ClientRow, input: UpdateClientInput) {
  const { tagIds: _tags, ...fields } = input;
  return Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => value !== undefined && value !== before[key as keyof typeof fields]),
  ) as Partial<Omit<UpdateClientInput, 'tagIds'>>;
}

export async function updateClient(ctx: AppContext, actor: AuthUser, id: string, input: UpdateClientInput): Promise<ClientDetailDto> {
  return command(ctx, actor, async (cmd) => {
    cmd.invalidates(clientTotals);
    const before = await repo.findClient(cmd.db, id, clientScope(actor), { forUpdate: true });
    if (!before) throw Errors.notFound('Client');
    const changes = changedFields(before, input);
    if (changes.brandId !== undefined || changes.regionId !== undefined) {
      assertMayPlace(actor, { brandId: changes.brandId ?? before.brandId, regionId: changes.regionId ?? before.regionId });
    }
    if (changes.supervisorId !== undefined && !can(actor.roleId, 'clients:assign')) throw mayNotAssign();
    await assertReferences(cmd.db, actor, { ...changes, tagIds: input.tagIds }, changes.regionId ?? before.regionId);
    const tagsBefore = input.tagIds ? await repo.clientTagIds(cmd.db, id) : undefined;
    const row = await repo.updateClient(cmd.db, id, changes);
    if (!row) throw Errors.notFound('Client');
    if (input.tagIds) await repo.replaceClientTags(cmd.db, id, input.tagIds);
    if (changes.brandId !== undefined || changes.regionId !== undefined || changes.supervisorId !== undefined) {
      // Who sees the client's businesses changed: sockets holding their chat channels are checked again.
      const rooms = (await repo.businessIdsOf(cmd.db, id)).map(businessRoom);
      cmd.afterCommit((done) => done.realtime.recheck({ rooms }));
    }
    await cmd.audit({
      action: 'client.updated',
      entity: 'client',
      entityId: id,
      before: auditableClient(before, tagsBefore),
      after: auditableClient(row, input.tagIds),
    });
    // Access was checked above; the edit itself may have moved the client out of the caller's sight.
    return loadDetail(cmd.db, actor, id, undefined);
  });
}

/** Every client the list would show with these filters, in its order. */
export async function exportClients(ctx: AppContext, actor: AuthUser, filter: ClientFilter): Promise<ClientDto[]> {
  const rows = await selectClientRows(ctx.db, allConditions(clientConditions(actor, filter)), {
    sort: filter.sort,
    skip: 0,
    limit: undefined,
  });
  return rows.map(presentClient);
}
