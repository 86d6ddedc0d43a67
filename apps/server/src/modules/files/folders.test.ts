/** Folder trees: defaults, create, rename, move (no cycles), delete to the trash and restore. */
import { Role } from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness, buildClient, buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { folderNamed, tree, type FolderBody } from './files.fixture.js';
import { DEFAULT_BUSINESS_FOLDERS } from './index.js';

describe('folders', () => {
  let t: TestApp;
  let admin: BuiltUser;
  let clientId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
    clientId = (await buildClient(t.ctx)).id;
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>) =>
    t.api.post<{ data: FolderBody; message: string }>('/api/v1/folders', body, { token: admin.token });
  const patch = (id: string, body: Record<string, unknown>) =>
    t.api.patch<{ data: FolderBody; message: string }>(`/api/v1/folders/${id}`, body, { token: admin.token });

  it('gives a business created through the API its default tree, in the same transaction', async () => {
    const res = await t.api.post<{ data: { id: string } }>(
      '/api/v1/businesses',
      { clientId, name: 'Harbour Cafe', gstRegistered: true, gstBasis: 'cash', basFrequency: 'quarterly' },
      { token: admin.token },
    );
    expect(res.status).toBe(201);
    const folders = await tree(t, admin.token, 'business', res.body.data.id);
    const root = folders[0];
    expect(root).toMatchObject({ isRoot: true, parentId: null, fileCount: 0 });
    expect(
      folders
        .slice(1)
        .map((f) => f.name)
        .sort(),
    ).toEqual([...DEFAULT_BUSINESS_FOLDERS].sort());
    expect(folders.slice(1).every((f) => f.parentId === root?.id)).toBe(true);
  });

  it('gives an older business the default tree, and a client its bare root, when first listed, once', async () => {
    const business = await buildBusiness(t.ctx, { clientId });
    const first = await tree(t, admin.token, 'business', business.id);
    expect(first).toHaveLength(1 + DEFAULT_BUSINESS_FOLDERS.length);
    const reports = first.find((f) => f.name === 'Reports');
    expect((await t.api.delete(`/api/v1/folders/${reports?.id}`, { token: admin.token })).status).toBe(200);
    expect((await tree(t, admin.token, 'business', business.id)).map((f) => f.name)).not.toContain('Reports');

    const client = await buildClient(t.ctx);
    const [root, ...rest] = await Promise.all([tree(t, admin.token, 'client', client.id), tree(t, admin.token, 'client', client.id)]);
    expect(root).toHaveLength(1);
    expect(rest[0]).toEqual(root);
  });

  it('creates folders under the root or a parent, refusing a name its siblings already have', async () => {
    const client = await buildClient(t.ctx);
    const top = await create({ ownerType: 'client', ownerId: client.id, name: 'Identity' });
    expect(top.status).toBe(201);
    const child = await create({ ownerType: 'client', ownerId: client.id, parentId: top.body.data.id, name: 'Passports' });
    expect(child.body.data.parentId).toBe(top.body.data.id);
    const again = await create({ ownerType: 'client', ownerId: client.id, name: 'identity' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already exists/);
    expect((await create({ ownerType: 'client', ownerId: client.id, name: 'a/b' })).status).toBe(400);
  });

  it('renames and moves within the owner, never into itself or below itself, never to another owner', async () => {
    const client = await buildClient(t.ctx);
    const a = (await create({ ownerType: 'client', ownerId: client.id, name: 'A' })).body.data;
    const b = (await create({ ownerType: 'client', ownerId: client.id, parentId: a.id, name: 'B' })).body.data;
    const c = (await create({ ownerType: 'client', ownerId: client.id, parentId: b.id, name: 'C' })).body.data;

    expect((await patch(a.id, { parentId: c.id })).status).toBe(422);
    expect((await patch(a.id, { parentId: a.id })).status).toBe(422);
    const moved = await patch(c.id, { parentId: a.id, name: 'C2' });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ parentId: a.id, name: 'C2' });
    expect((await patch(c.id, { name: 'B' })).status).toBe(409);

    const other = await buildClient(t.ctx);
    const foreign = (await create({ ownerType: 'client', ownerId: other.id, name: 'Elsewhere' })).body.data;
    const across = await patch(b.id, { parentId: foreign.id });
    expect(across.status).toBe(422);
    expect(across.body.message).toMatch(/same client or business/);
  });

  it('protects the root folder', async () => {
    const client = await buildClient(t.ctx);
    const [root] = await tree(t, admin.token, 'client', client.id);
    expect((await patch(root?.id ?? '', { name: 'Mine' })).status).toBe(409);
    expect((await t.api.delete(`/api/v1/folders/${root?.id}`, { token: admin.token })).status).toBe(409);
  });

  it('deletes a folder with its subfolders to the trash and restores that batch, under the root if its parent is gone', async () => {
    const client = await buildClient(t.ctx);
    const a = (await create({ ownerType: 'client', ownerId: client.id, name: 'Tax' })).body.data;
    const b = (await create({ ownerType: 'client', ownerId: client.id, parentId: a.id, name: '2024' })).body.data;
    const c = (await create({ ownerType: 'client', ownerId: client.id, parentId: b.id, name: 'Q1' })).body.data;

    const deleted = await t.api.delete<{ data: FolderBody & { purgeAt: string } }>(`/api/v1/folders/${b.id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.purgeAt).toBeTruthy();
    expect((await tree(t, admin.token, 'client', client.id)).map((f) => f.name)).toEqual(['All files', 'Tax']);
    const trash = await t.api.get<{ data: FolderBody[] }>(`/api/v1/folders?ownerType=client&ownerId=${client.id}&trash=true`, {
      token: admin.token,
    });
    expect(trash.body.data.map((f) => f.id)).toEqual([b.id]);
    expect((await patch(c.id, { name: 'Q2' })).status).toBe(404);

    await t.api.delete(`/api/v1/folders/${a.id}`, { token: admin.token });
    const restored = await t.api.post<{ data: FolderBody }>(`/api/v1/folders/${b.id}/restore`, undefined, { token: admin.token });
    expect(restored.status).toBe(200);
    const [root] = await tree(t, admin.token, 'client', client.id);
    expect(restored.body.data.parentId).toBe(root?.id);
    expect((await folderNamed(t, admin.token, 'client', client.id, 'Q1')).parentId).toBe(b.id);
    expect((await t.api.post(`/api/v1/folders/${b.id}/restore`, undefined, { token: admin.token })).status).toBe(409);
  });

  it('lets a portal user change only the folders they made, never the practice’s', async () => {
    const client = await buildClient(t.ctx);
    const business = await buildBusiness(t.ctx, { clientId: client.id });
    const portal = await buildUser(t.ctx, { roleId: Role.Client, clientId: client.id });
    const folders = await tree(t, portal.token, 'business', business.id);
    const statements = folders.find((f) => f.name === 'Bank statements');
    const staffMade = await create({ ownerType: 'business', ownerId: business.id, name: 'Payroll' });
    const as = { token: portal.token };
    for (const practice of [statements?.id, staffMade.body.data.id]) {
      expect((await t.api.delete(`/api/v1/folders/${practice}`, as)).status).toBe(403);
      expect((await t.api.patch(`/api/v1/folders/${practice}`, { name: 'Mine now' }, as)).status).toBe(403);
      expect((await t.api.patch(`/api/v1/folders/${practice}`, { parentId: staffMade.body.data.id }, as)).status).not.toBe(200);
    }
    const names = (await tree(t, admin.token, 'business', business.id)).map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['Bank statements', 'Payroll']));

    // Their own folder, even inside the practice's, is theirs to rename, move, delete and restore.
    const own = await t.api.post<{ data: FolderBody }>(
      '/api/v1/folders',
      { ownerType: 'business', ownerId: business.id, parentId: statements?.id, name: 'Scans' },
      as,
    );
    expect(own.status).toBe(201);
    expect(
      (await t.api.patch(`/api/v1/folders/${own.body.data.id}`, { name: 'Scans 2024', parentId: staffMade.body.data.id }, as)).status,
    ).toBe(200);
    expect((await t.api.delete(`/api/v1/folders/${own.body.data.id}`, as)).status).toBe(200);
    expect((await t.api.post(`/api/v1/folders/${own.body.data.id}/restore`, undefined, as)).status).toBe(200);
    // A practice folder the staff put in the trash stays there for a portal user.
    expect((await t.api.delete(`/api/v1/folders/${staffMade.body.data.id}`, { token: admin.token })).status).toBe(200);
    expect((await t.api.post(`/api/v1/folders/${staffMade.body.data.id}/restore`, undefined, as)).status).toBe(403);
  });

  it('tells each user which folders they may change: a portal user only their own, staff all but the root', async () => {
    const client = await buildClient(t.ctx);
    const business = await buildBusiness(t.ctx, { clientId: client.id });
    const portal = await buildUser(t.ctx, { roleId: Role.Client, clientId: client.id });
    const as = { token: portal.token };
    const statements = await folderNamed(t, portal.token, 'business', business.id, 'Bank statements');
    const staffMade = await create({ ownerType: 'business', ownerId: business.id, name: 'Payroll' });
    const own = await t.api.post<{ data: FolderBody }>(
      '/api/v1/folders',
      { ownerType: 'business', ownerId: business.id, parentId: statements.id, name: 'Scans' },
      as,
    );
    expect(own.body.data.editable).toBe(true);

    const editable = async (token: string) =>
      Object.fromEntries((await tree(t, token, 'business', business.id)).map((f) => [f.isRoot ? '(root)' : f.name, f.editable]));
    expect(await editable(portal.token)).toMatchObject({ '(root)': false, 'Bank statements': false, Payroll: false, Scans: true });
    expect(await editable(admin.token)).toMatchObject({ '(root)': false, 'Bank statements': true, Payroll: true, Scans: true });

    // In the trash too: what they may restore.
    expect((await t.api.delete(`/api/v1/folders/${staffMade.body.data.id}`, { token: admin.token })).status).toBe(200);
    expect((await t.api.delete(`/api/v1/folders/${own.body.data.id}`, as)).status).toBe(200);
    const trashed = await t.api.get<{ data: FolderBody[] }>(`/api/v1/folders?ownerType=business&ownerId=${business.id}&trash=true`, as);
    expect(Object.fromEntries(trashed.body.data.map((f) => [f.name, f.editable]))).toEqual({ Payroll: false, Scans: true });
  });

  it('is documented in OpenAPI', async () => {
    const paths = (await t.api.get<{ paths: Record<string, unknown> }>('/api/docs/json')).body.paths;
    for (const p of [
      '/api/v1/folders',
      '/api/v1/folders/{id}',
      '/api/v1/files',
      '/api/v1/files/{id}/download',
      '/api/v1/files/{id}/restore',
      '/api/v1/upload-requests',
      '/api/v1/public/upload-requests/{id}/files',
    ]) {
      expect(paths[p], p).toBeDefined();
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.api.get(`/api/v1/folders?ownerType=client&ownerId=${clientId}`)).status).toBe(401);
  });
});
