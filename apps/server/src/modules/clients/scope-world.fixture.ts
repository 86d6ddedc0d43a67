/**
 * A small practice for the client tests: two regions, two brands, clients spread over them, a
 * supervisor with a client of their own and a case manager who works on another client's
 * business, and one user of each role. Test support only.
 */
import { Role } from '@ledgerdesk/domain';
import type { AppContext } from '../../platform/context.js';
import { buildBrand, buildBusiness, buildClient, buildRegion, buildUser, type BuiltUser } from '../../../test/factories.js';

export async function buildScopeWorld(ctx: AppContext) {
  const regionA = await buildRegion(ctx, { name: 'Region A' });
  const regionB = await buildRegion(ctx, { name: 'Region B' });
  const brandX = await buildBrand(ctx, { name: 'Brand X', slug: 'brand-x' });
  const brandY = await buildBrand(ctx, { name: 'Brand Y', slug: 'brand-y' });

  const superAdmin = await buildUser(ctx, { roleId: Role.SuperAdmin });
  const regionAdmin = await buildUser(ctx, { roleId: Role.RegionAdmin, regionId: regionA.id });
  const supervisor = await buildUser(ctx, { roleId: Role.Supervisor, regionId: regionA.id, firstName: 'Sam', lastName: 'Supervisor' });
  const otherSupervisor = await buildUser(ctx, { roleId: Role.Supervisor, regionId: regionB.id });
  const ownCaseManager = await buildUser(ctx, { roleId: Role.CaseManager, regionId: regionB.id, supervisorId: supervisor.user.id });
  const otherCaseManager = await buildUser(ctx, { roleId: Role.CaseManager, regionId: regionB.id, supervisorId: otherSupervisor.user.id });
  const brandAdmin = await buildUser(ctx, { roleId: Role.BrandAdmin, brandId: brandX.id });
  const brandManager = await buildUser(ctx, { roleId: Role.BrandManager, brandId: brandX.id });

  const place = (region: { id: string }, brand: { id: string }) => ({ regionId: region.id, brandId: brand.id });
  const c1 = await buildClient(ctx, { ...place(regionA, brandX), name: 'Alpha Bakery', supervisorId: supervisor.user.id });
  const c2 = await buildClient(ctx, { ...place(regionA, brandY), name: 'Bravo Plumbing' });
  const c3 = await buildClient(ctx, { ...place(regionB, brandX), name: 'Charlie Cafe' });
  const c4 = await buildClient(ctx, { ...place(regionB, brandY), name: 'Delta Electrical' });
  const c5 = await buildClient(ctx, { ...place(regionB, brandX), name: 'Echo Holdings' });
  const c6 = await buildClient(ctx, { ...place(regionA, brandX), name: 'Foxtrot Trading', status: 'archived' });
  await buildBusiness(ctx, { clientId: c4.id, caseManagerIds: [ownCaseManager.user.id] });
  await buildBusiness(ctx, { clientId: c5.id, caseManagerIds: [otherCaseManager.user.id] });

  const clientUser = await buildUser(ctx, { roleId: Role.Client, clientId: c3.id });

  const ids = (...rows: Array<{ id: string }>) => rows.map((r) => r.id).sort();
  const roles: Array<{ role: string; actor: BuiltUser; sees: string[] }> = [
    { role: 'Super Admin', actor: superAdmin, sees: ids(c1, c2, c3, c4, c5, c6) },
    { role: 'Region Admin of region A', actor: regionAdmin, sees: ids(c1, c2, c6) },
    { role: 'Supervisor', actor: supervisor, sees: ids(c1, c4) },
    { role: 'Brand Admin of brand X', actor: brandAdmin, sees: ids(c1, c3, c5, c6) },
    { role: 'Brand Manager of brand X', actor: brandManager, sees: ids(c1, c3, c5, c6) },
    { role: 'Client of client C', actor: clientUser, sees: ids(c3) },
  ];

  return {
    regionA,
    regionB,
    brandX,
    brandY,
    superAdmin,
    regionAdmin,
    supervisor,
    otherSupervisor,
    ownCaseManager,
    otherCaseManager,
    brandAdmin,
    brandManager,
    clientUser,
    clients: { c1, c2, c3, c4, c5, c6 },
    all: ids(c1, c2, c3, c4, c5, c6),
    roles,
  };
}

export type ScopeWorld = Awaited<ReturnType<typeof buildScopeWorld>>;
