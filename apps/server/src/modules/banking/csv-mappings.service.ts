/** Saved CSV column mappings per business (for its bank's layout), and the Australian presets. */
import { AU_BANK_MAPPINGS, csvMappingSchema, type CsvMappingDto } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { requireBusiness } from '../charts/index.js';
import * as repo from './csv-mappings.repo.js';
import { AU_BANKS, type CreateCsvMappingInput } from './csv-mappings.schema.js';

export const presentMapping = (row: repo.CsvMappingRow): CsvMappingDto => ({
  id: row.id,
  businessId: row.businessId,
  name: row.name,
  mapping: csvMappingSchema.parse(row.mapping),
  createdAt: row.createdAt.toISOString(),
});

export const listPresets = () => AU_BANKS.map((key) => ({ key, bank: AU_BANK_MAPPINGS[key].bank, mapping: AU_BANK_MAPPINGS[key].mapping }));

export async function listMappings(ctx: AppContext, actor: AuthUser, businessId: string): Promise<CsvMappingDto[]> {
  await requireBusiness(ctx.db, actor, businessId);
  return (await repo.listMappings(ctx.db, businessId)).map(presentMapping);
}

export async function saveMapping(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  input: CreateCsvMappingInput,
): Promise<CsvMappingDto> {
  return command(ctx, actor, async (cmd) => {
    await requireBusiness(cmd.db, actor, businessId, { write: true });
    const row = await repo.insertMapping(cmd.db, { businessId, name: input.name, mapping: input.mapping });
    await cmd.audit({
      action: 'csv_mapping.created',
      entity: 'csv_mapping',
      entityId: row.id,
      after: { businessId, name: row.name, mapping: input.mapping },
    });
    return presentMapping(row);
  });
}

export async function removeMapping(ctx: AppContext, actor: AuthUser, businessId: string, id: string): Promise<void> {
  await command(ctx, actor, async (cmd) => {
    await requireBusiness(cmd.db, actor, businessId, { write: true });
    if (!(await repo.deleteMapping(cmd.db, businessId, id))) throw Errors.notFound('Mapping');
    await cmd.audit({ action: 'csv_mapping.deleted', entity: 'csv_mapping', entityId: id, before: { businessId } });
  });
}
