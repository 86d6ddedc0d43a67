/** Reading imports: the processing-data list (per business or across the caller's scope) and one import with a page of its rows. */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { Errors } from '../../platform/errors.js';
import { businessScope } from '../businesses/businesses.scope.js';
import { requireBusiness } from '../charts/index.js';
import { presentImport } from './imports.presenter.js';
import * as repo from './imports.repo.js';
import type { ImportDetailDto, ImportListQuery } from './imports.schema.js';
import { rowAt } from './stored-rows.js';

export async function listImports(ctx: AppContext, actor: AuthUser, query: ImportListQuery) {
  if (query.businessId) await requireBusiness(ctx.db, actor, query.businessId);
  const { rows, total } = await repo.listBatches(
    ctx.db,
    { scope: businessScope(actor), businessId: query.businessId, bankAccountId: query.bankAccountId, status: query.status },
    { skip: query.skip, limit: query.limit },
  );
  return { data: rows.map(presentImport), pagination: { skip: query.skip, limit: query.limit, total } };
}

export async function getImport(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  page: { skip: number; limit: number },
): Promise<ImportDetailDto> {
  const batch = await repo.findBatch(ctx.db, id, businessScope(actor));
  if (!batch) throw Errors.notFound('Import');
  // A committed batch no longer keeps its rows: the transactions hold them.
  const rows = batch.status === 'previewed' ? await repo.batchRowsPage(ctx.db, id, page.skip, page.limit) : undefined;
  return { ...presentImport(batch), rows: rows ? rows.date.map((_, i) => rowAt(rows, i)) : [], duplicates: batch.duplicateCount };
}
