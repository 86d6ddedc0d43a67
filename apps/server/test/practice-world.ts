/**
 * A small practice with one user per role and known scopes, for the scope tests of businesses,
 * team and dashboard. Two regions (A, B), two brands (X, Y), four clients, six businesses:
 *
 *   client  region brand supervisor   businesses (case managers)
 *   c1      A      X     supA         b1 (cmA1), b2
 *   c2      A      Y     -            b3 (cmA2), b4 (cmA1)
 *   c3      B      X     -            b5
 *   c4      B      Y     supB         b6 (cmB)
 */
import { Role } from '@ledgerdesk/domain';
import type { AppContext } from '../src/platform/context.js';
import { buildBrand, buildBusiness, buildClient, buildRegion, buildUser, type BuiltUser } from './factories.js';

export async function buildPracticeWorld(ctx: AppContext) {
  const [regionA, regionB, brandX, brandY] = await Promise.all([buildRegion(ctx), buildRegion(ctx), buildBrand(ctx), buildBrand(ctx)]);
  const sa = await buildUser(ctx, { roleId: Role.SuperAdmin });
  const raA = await buildUser(ctx, { roleId: Role.RegionAdmin, regionId: regionA.id });
  const raB = await buildUser(ctx, { roleId: Role.RegionAdmin, regionId: regionB.id });
  const supA = await buildUser(ctx, { roleId: Role.Supervisor, regionId: regionA.id });
  const supB = await buildUser(ctx, { roleId: Role.Supervisor, regionId: regionB.id });
  const cmA1 = await buildUser(ctx, { roleId: Role.CaseManager, regionId: regionA.id, supervisorId: supA.user.id });
  const cmA2 = await buildUser(ctx, { roleId: Role.CaseManager, regionId: regionA.id });
  const cmB = await buildUser(ctx, { roleId: Role.CaseManager, regionId: regionB.id, supervisorId: supB.user.id });
  const baX = await buildUser(ctx, { roleId: Role.BrandAdmin, brandId: brandX.id });
  const bmY = await buildUser(ctx, { roleId: Role.BrandManager, brandId: brandY.id });

  const c1 = await buildClient(ctx, { regionId: regionA.id, brandId: brandX.id, supervisorId: supA.user.id });
  const c2 = await buildClient(ctx, { regionId: regionA.id, brandId: brandY.id });
  const c3 = await buildClient(ctx, { regionId: regionB.id, brandId: brandX.id });
  const c4 = await buildClient(ctx, { regionId: regionB.id, brandId: brandY.id, supervisorId: supB.user.id });
  const portal = await buildUser(ctx, { roleId: Role.Client, clientId: c1.id });

  const b1 = await buildBusiness(ctx, { clientId: c1.id, caseManagerIds: [cmA1.user.id] });
  const b2 = await buildBusiness(ctx, { clientId: c1.id });
  const b3 = await buildBusiness(ctx, { clientId: c2.id, caseManagerIds: [cmA2.user.id] });
  const b4 = await buildBusiness(ctx, { clientId: c2.id, caseManagerIds: [cmA1.user.id] });
  const b5 = await buildBusiness(ctx, { clientId: c3.id });
  const b6 = await buildBusiness(ctx, { clientId: c4.id, caseManagerIds: [cmB.user.id] });

  const users = { sa, raA, raB, supA, supB, cmA1, cmA2, cmB, baX, bmY, portal } satisfies Record<string, BuiltUser>;
  return { regionA, regionB, brandX, brandY, users, clients: { c1, c2, c3, c4 }, businesses: { b1, b2, b3, b4, b5, b6 } };
}

export type PracticeWorld = Awaited<ReturnType<typeof buildPracticeWorld>>;
