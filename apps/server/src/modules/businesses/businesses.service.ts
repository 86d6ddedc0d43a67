/**
 * Businesses: the scoped list and record, creation, edits, archive and restore. Every command runs
 * in one transaction that also holds its audit record.
 */
import { compactAbn, isValidAbn, message } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command, type Command } from '../../platform/db/command.js';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { clientScope } from '../clients/clients.scope.js';
import { createBusinessChart } from '../charts/index.js';
import { createBusinessFolders } from '../files/index.js';
import { businessScope } from './businesses.scope.js';
import { presentBusiness } from './businesses.presenter.js';
import * as repo from './businesses.repo.js';
import type { BusinessDto, CreateBusinessInput, ListQuery, UpdateBusinessInput } from './businesses.schema.js';

/** Blank clears the ABN; anything else must pass the ATO check and is stored as 11 digits. */
export function normaliseAbn(input: string | null): string | null {
  if (input === null || input.trim() === '') return null;
  if (!isValidAbn(input)) throw Errors.badRequest(message('businesses.abnInvalid'));
  return compactAbn(input);
}

/** What an audit record keeps of a business: its stored fields, without timestamps. */
const auditable = ({ createdAt: _c, updatedAt: _u, ...fields }: repo.BusinessRow) => fields;

export async function listBusinesses(ctx: AppContext, actor: AuthUser, query: ListQuery) {
  const { rows, total } = await repo.listBusinesses(
    ctx.db,
    {
      scope: businessScope(actor),
      keyword: query.keyword,
      status: query.status,
      clientId: query.clientId,
      caseManagerId: query.caseManagerId,
    },
    { skip: query.skip, limit: query.limit, sort: query.sort },
  );
  return { data: rows.map(presentBusiness), pagination: { skip: query.skip, limit: query.limit, total } };
}

export async function getBusiness(ctx: AppContext, actor: AuthUser, id: string): Promise<BusinessDto> {
  const row = await repo.findBusinessView(ctx.db, id, businessScope(actor));
  if (!row) throw Errors.notFound('Business');
  return presentBusiness(row);
}

/**
 * Everything that makes a new business, inside the caller's command. Later features that give a
 * business its starting state (a copy of its brand's chart of accounts, default folders) add
 * their step here, so every way of creating a business gets them.
 */
export async function createBusiness(cmd: Command, actor: AuthUser, input: CreateBusinessInput): Promise<repo.BusinessRow> {
  const abn = normaliseAbn(input.abn ?? null);
  const client = await repo.lockClient(cmd.db, input.clientId, clientScope(actor));
  if (!client) throw Errors.notFound('Client');
  if (client.status === 'archived') throw Errors.conflict(message('businesses.restoreClientFirst'));
  const row = await repo.insertBusiness(cmd.db, {
    clientId: client.id,
    name: input.name,
    legalName: input.legalName || null,
    abn,
    gstRegistered: input.gstRegistered,
    gstBasis: input.gstBasis,
    basFrequency: input.basFrequency,
    financialYearStartMonth: input.financialYearStartMonth,
  });
  await cmd.audit({ action: 'business.created', entity: 'business', entityId: row.id, after: auditable(row) });
  await createBusinessChart(cmd.db, row.id, actor.id);
  await createBusinessFolders(cmd, row.id, actor.id);
  return row;
}

export async function addBusiness(ctx: AppContext, actor: AuthUser, input: CreateBusinessInput): Promise<BusinessDto> {
  return command(ctx, actor, async (cmd) => {
    const row = await createBusiness(cmd, actor, input);
    // Read without the scope: the creator may see the client but not yet this business.
    return presentBusiness(await mustFind(cmd.db, row.id, undefined));
  });
}

export async function updateBusiness(ctx: AppContext, actor: AuthUser, id: string, input: UpdateBusinessInput): Promise<BusinessDto> {
  return command(ctx, actor, async (cmd) => {
    const scope = businessScope(actor);
    const before = await repo.findBusiness(cmd.db, id, scope, { forUpdate: true });
    if (!before) throw Errors.notFound('Business');
    if (before.status === 'archived') throw Errors.conflict(message('businesses.restoreFirst'));
    const changes = { ...input, ...(input.abn !== undefined ? { abn: normaliseAbn(input.abn) } : {}) };
    if (changes.legalName === '') changes.legalName = null;
    const after = await repo.updateBusiness(cmd.db, id, changes);
    await cmd.audit({
      action: 'business.updated',
      entity: 'business',
      entityId: id,
      before: auditable(before),
      after: auditable(after),
    });
    return presentBusiness(await mustFind(cmd.db, id, scope));
  });
}

/** Archiving an archived business (or restoring an active one) changes nothing and records nothing. */
export async function setBusinessStatus(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  status: repo.BusinessRow['status'],
): Promise<BusinessDto> {
  return command(ctx, actor, async (cmd) => {
    const scope = businessScope(actor);
    const before = await repo.findBusiness(cmd.db, id, scope, { forUpdate: true });
    if (!before) throw Errors.notFound('Business');
    if (before.status !== status) {
      await repo.updateBusiness(cmd.db, id, { status });
      const action = status === 'archived' ? 'business.archived' : 'business.restored';
      await cmd.audit({
        action,
        entity: 'business',
        entityId: id,
        before: { status: before.status },
        after: { status },
      });
    }
    return presentBusiness(await mustFind(cmd.db, id, scope));
  });
}

async function mustFind(db: Db, id: string, scope: ReturnType<typeof businessScope>): Promise<repo.BusinessView> {
  const row = await repo.findBusinessView(db, id, scope);
  if (!row) throw Errors.notFound('Business');
  return row;
}
