import { message } from '@ledgerdesk/domain';
/**
 * White labels, for a Super Admin. A brand is created in two steps, as the web's wizard does:
 * details and branding first (POST), then the services it offers and its chart-of-accounts
 * template (PUT …/services). Deactivating is a status change; brands are never deleted, as
 * clients point at them.
 */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { readTogether, type Db } from '../../platform/db/client.js';
import { dbErrorInfo } from '../../platform/db/errors.js';
import { Errors } from '../../platform/errors.js';
import { findServicesByIds } from '../services/index.js';
import { findChartTemplate } from './brand-chart.repo.js';
import { auditableBrand, presentBrand, presentBrandDetail, presentPublicBrand } from './brands.presenter.js';
import * as repo from './brands.repo.js';
import * as approversRepo from './lock-approvers.repo.js';
import type {
  BrandDetailDto,
  BrandDto,
  BrandListQuery,
  BrandLockApproverDto,
  BrandLockApproversInput,
  BrandServicesInput,
  CreateBrandInput,
  PublicBrandDto,
  UpdateBrandInput,
} from './brands.schema.js';

const slugTaken = (slug: string) => Errors.conflict(message('brands.slugTaken', { slug }));

/** A change racing another one past the database's unique check still ends as a 409, not a 500. */
const isDuplicateSlug = (err: unknown) => dbErrorInfo(err)?.constraint === repo.BRAND_SLUG_CONSTRAINT;

export async function listBrands(ctx: AppContext, query: BrandListQuery) {
  const { rows, total } = await repo.listBrands(ctx.db, { ...query, keyword: query.keyword || undefined });
  return {
    data: rows.map((row): BrandDto => presentBrand(row, row.clientCount)),
    pagination: { skip: query.skip, limit: query.limit, total },
  };
}

async function loadDetail(db: Db, row: repo.BrandRow): Promise<BrandDetailDto> {
  const [services, counts, approvers] = await readTogether(db, [
    () => repo.listBrandServices(db, row.id),
    () => repo.countClientsByStatus(db, row.id),
    () => approversRepo.listApprovers(db, row.id),
  ]);
  return presentBrandDetail(row, services, counts, approvers);
}

export async function getBrand(ctx: AppContext, id: string): Promise<BrandDetailDto> {
  const row = await repo.findBrand(ctx.db, id);
  if (!row) throw Errors.notFound('Brand');
  return loadDetail(ctx.db, row);
}

export async function getPublicBrand(ctx: AppContext, slug: string): Promise<PublicBrandDto> {
  const row = await repo.findBrandBySlug(ctx.db, slug);
  if (!row) throw Errors.notFound('Brand');
  return presentPublicBrand(row);
}

export async function createBrand(ctx: AppContext, actor: AuthUser, input: CreateBrandInput): Promise<BrandDetailDto> {
  return command(ctx, actor, async (cmd) => {
    const row = await repo.insertBrand(cmd.db, input);
    if (!row) throw slugTaken(input.slug);
    await cmd.audit({ action: 'brand.created', entity: 'brand', entityId: row.id, after: auditableBrand(row) });
    return loadDetail(cmd.db, row);
  });
}

export async function updateBrand(ctx: AppContext, actor: AuthUser, id: string, input: UpdateBrandInput): Promise<BrandDetailDto> {
  try {
    return await command(ctx, actor, async (cmd) => {
      const before = await repo.findBrand(cmd.db, id, { forUpdate: true });
      if (!before) throw Errors.notFound('Brand');
      const row = await repo.updateBrand(cmd.db, id, input);
      if (!row) throw Errors.notFound('Brand');
      const action =
        input.status && input.status !== before.status
          ? `brand.${input.status === 'active' ? 'reactivated' : 'deactivated'}`
          : 'brand.updated';
      await cmd.audit({
        action,
        entity: 'brand',
        entityId: id,
        before: auditableBrand(before),
        after: auditableBrand(row),
      });
      return loadDetail(cmd.db, row);
    });
  } catch (err) {
    if (input.slug && isDuplicateSlug(err)) throw slugTaken(input.slug);
    throw err;
  }
}

/** Step 2: the whole set of services replaces the old one; a retired service can stay but not be newly added. */
export async function setBrandServices(ctx: AppContext, actor: AuthUser, id: string, input: BrandServicesInput): Promise<BrandDetailDto> {
  return command(ctx, actor, async (cmd) => {
    const before = await repo.findBrand(cmd.db, id, { forUpdate: true });
    if (!before) throw Errors.notFound('Brand');
    const current = new Set((await repo.listBrandServices(cmd.db, id)).map((s) => s.id));
    const found = await findServicesByIds(cmd.db, input.serviceIds);
    if (found.length !== input.serviceIds.length) throw Errors.badRequest(message('brands.unknownServices'));
    const retired = found.find((s) => !s.active && !current.has(s.id));
    if (retired) throw Errors.badRequest(message('brands.retiredService', { name: retired.name }));
    if (input.coaTemplateId && !(await findChartTemplate(cmd.db, input.coaTemplateId, id))) {
      throw Errors.badRequest(message('brands.unknownTemplate'));
    }
    await repo.replaceBrandServices(cmd.db, id, input.serviceIds);
    const row = input.coaTemplateId === undefined ? before : await repo.updateBrand(cmd.db, id, { coaTemplateId: input.coaTemplateId });
    if (!row) throw Errors.notFound('Brand');
    await cmd.audit({
      action: 'brand.services_set',
      entity: 'brand',
      entityId: id,
      before: { serviceIds: [...current].sort(), coaTemplateId: before.coaTemplateId },
      after: { serviceIds: [...input.serviceIds].sort(), coaTemplateId: row.coaTemplateId },
    });
    return loadDetail(cmd.db, row);
  });
}

/** The staff the brand may name as lock approvers (the edit screen's choices). */
export async function listLockApproverCandidates(ctx: AppContext, id: string): Promise<BrandLockApproverDto[]> {
  if (!(await repo.findBrand(ctx.db, id))) throw Errors.notFound('Brand');
  return approversRepo.listCandidates(ctx.db, id);
}

/** The whole set of named lock approvers replaces the old one; each must see a client of the brand. */
export async function setBrandLockApprovers(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  input: BrandLockApproversInput,
): Promise<BrandDetailDto> {
  return command(ctx, actor, async (cmd) => {
    const row = await repo.findBrand(cmd.db, id, { forUpdate: true });
    if (!row) throw Errors.notFound('Brand');
    const { found, eligible } = await approversRepo.checkCandidates(cmd.db, id, input.userIds);
    if (found.length !== input.userIds.length) throw Errors.badRequest(message('brands.unknownApprovers'));
    const refused = found.find((user) => !eligible.has(user.id));
    if (refused) throw Errors.badRequest(message('brands.approverNotEligible', { name: approversRepo.presentApprover(refused).name }));
    const before = await approversRepo.listApprovers(cmd.db, id);
    await approversRepo.replaceApprovers(cmd.db, id, input.userIds);
    await cmd.audit({
      action: 'brand.lock_approvers_set',
      entity: 'brand',
      entityId: id,
      before: { lockApproverIds: before.map((u) => u.id).sort() },
      after: { lockApproverIds: [...input.userIds].sort() },
    });
    return loadDetail(cmd.db, row);
  });
}
