import { message } from '@ledgerdesk/domain';
/**
 * The catalogue of services a brand can offer (bookkeeping, BAS lodgement, payroll, …). Staff read
 * it; a Super Admin edits it. A service is retired by making it inactive, never deleted, because
 * brands keep pointing at it.
 */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { dbErrorInfo } from '../../platform/db/errors.js';
import { Errors } from '../../platform/errors.js';
import { presentService } from './services.presenter.js';
import * as repo from './services.repo.js';
import type { CreateServiceInput, ServiceDto, ServiceListQuery, UpdateServiceInput } from './services.schema.js';

const nameTaken = (name: string) => Errors.conflict(message('services.nameTaken', { name }));

/** A rename racing another one past the database's unique check still ends as a 409, not a 500. */
const isDuplicateName = (err: unknown) => dbErrorInfo(err)?.constraint === repo.SERVICE_NAME_CONSTRAINT;

export async function listServices(ctx: AppContext, query: ServiceListQuery): Promise<ServiceDto[]> {
  return (await repo.listServices(ctx.db, { active: query.active })).map(presentService);
}

export async function createService(ctx: AppContext, actor: AuthUser, input: CreateServiceInput): Promise<ServiceDto> {
  return command(ctx, actor, async (cmd) => {
    const row = await repo.insertService(cmd.db, input);
    if (!row) throw nameTaken(input.name);
    const after = presentService(row);
    await cmd.audit({ action: 'service.created', entity: 'service', entityId: row.id, after });
    return after;
  });
}

export async function updateService(ctx: AppContext, actor: AuthUser, id: string, input: UpdateServiceInput): Promise<ServiceDto> {
  try {
    return await command(ctx, actor, async (cmd) => {
      const before = await repo.findService(cmd.db, id, { forUpdate: true });
      if (!before) throw Errors.notFound('Service');
      const row = await repo.updateService(cmd.db, id, input);
      if (!row) throw Errors.notFound('Service');
      const after = presentService(row);
      await cmd.audit({
        action: 'service.updated',
        entity: 'service',
        entityId: id,
        before: presentService(before),
        after,
      });
      return after;
    });
  } catch (err) {
    if (input.name && isDuplicateName(err)) throw nameTaken(input.name);
    throw err;
  }
}
