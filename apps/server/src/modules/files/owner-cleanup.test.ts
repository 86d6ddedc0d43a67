/** A client deleted for good leaves no folders, files or bytes behind, its businesses' included. */
import { Role } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness, buildClient, buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { folderNamed, PDF, PNG, storedFiles, tree, upload } from './files.fixture.js';

describe('deleting a client', () => {
  let t: TestApp;
  let admin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
  });
  afterAll(() => t.close());

  const foldersOf = async (ownerIds: string[]) => {
    const ids = sql.join(
      ownerIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const result = await t.ctx.db.execute(sql`select count(*)::int as n from folders where owner_id in (${ids})`);
    return Number(result.rows[0]?.n ?? -1);
  };

  it('deletes the folders, files and stored bytes of the client and of its businesses, and only theirs', async () => {
    const kept = await buildBusiness(t.ctx, { clientId: (await buildClient(t.ctx)).id });
    const [keptFile] = (
      await upload(t, admin.token, (await folderNamed(t, admin.token, 'business', kept.id, 'Reports')).id, [
        { name: 'keep.pdf', bytes: PDF },
      ])
    ).body.data;
    const before = await storedFiles(t);

    const client = await buildClient(t.ctx, { status: 'archived' });
    const business = await buildBusiness(t.ctx, { clientId: client.id });
    const [clientRoot] = await tree(t, admin.token, 'client', client.id);
    await upload(t, admin.token, clientRoot?.id ?? '', [{ name: 'id.png', bytes: PNG }]);
    const receipts = await folderNamed(t, admin.token, 'business', business.id, 'Receipts and invoices');
    const [trashed] = (
      await upload(t, admin.token, receipts.id, [
        { name: 'r1.pdf', bytes: PDF },
        { name: 'r2.pdf', bytes: PDF },
      ])
    ).body.data;
    await t.api.delete(`/api/v1/files/${trashed?.id}`, { token: admin.token });
    expect((await storedFiles(t)).length).toBe(before.length + 3);
    expect(await foldersOf([client.id, business.id])).toBeGreaterThan(1);

    const res = await t.api.delete(`/api/v1/clients/${client.id}?confirm=${client.code}`, { token: admin.token });
    expect(res.status).toBe(204);
    expect(await foldersOf([client.id, business.id])).toBe(0);
    expect(await storedFiles(t)).toEqual(before);
    expect((await t.api.get(`/api/v1/files/${keptFile?.id}/download`, { token: admin.token })).status).toBe(200);
  });
});
