import { message } from '@ledgerdesk/domain';
/** Regions: the small list every staff screen filters by; only a Super Admin adds or renames one. */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { dbErrorInfo } from '../../platform/db/errors.js';
import { Errors } from '../../platform/errors.js';
import { presentRegion } from './regions.presenter.js';
import * as repo from './regions.repo.js';
import type { RegionDto, RegionInput } from './regions.schema.js';

const nameTaken = (name: string) => Errors.conflict(message('regions.nameTaken', { name }));

/** A rename racing another one past the database's unique check still ends as a 409, not a 500. */
const isDuplicateName = (err: unknown) => dbErrorInfo(err)?.constraint === repo.REGION_NAME_CONSTRAINT;

export async function listRegions(ctx: AppContext): Promise<RegionDto[]> {
  return (await repo.listRegions(ctx.db)).map(presentRegion);
}

export async function createRegion(ctx: AppContext, actor: AuthUser, input: RegionInput): Promise<RegionDto> {
  return command(ctx, actor, async (cmd) => {
    const row = await repo.insertRegion(cmd.db, input.name);
    if (!row) throw nameTaken(input.name);
    const after = presentRegion(row);
    await cmd.audit({ action: 'region.created', entity: 'region', entityId: row.id, after });
    return after;
  });
}

export async function renameRegion(ctx: AppContext, actor: AuthUser, id: string, input: RegionInput): Promise<RegionDto> {
  try {
    return await command(ctx, actor, async (cmd) => {
      const before = await repo.findRegion(cmd.db, id, { forUpdate: true });
      if (!before) throw Errors.notFound('Region');
      const row = await repo.updateRegion(cmd.db, id, input.name);
      if (!row) throw Errors.notFound('Region');
      const after = presentRegion(row);
      await cmd.audit({
        action: 'region.updated',
        entity: 'region',
        entityId: id,
        before: presentRegion(before),
        after,
      });
      return after;
    });
  } catch (err) {
    if (isDuplicateName(err)) throw nameTaken(input.name);
    throw err;
  }
}
