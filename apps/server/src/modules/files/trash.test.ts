/** The trash: delete and restore within 30 days, restore into the root when the folder is gone, and the purge. */
import { Role } from '@ledgerdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness, buildClient, buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { folderNamed, PDF, PNG, tree, upload, type FileBody, type FolderBody } from './files.fixture.js';
import { files, folders } from './files.tables.js';
import { purgeTrash } from './index.js';

describe('trash', () => {
  let t: TestApp;
  let admin: BuiltUser;
  let businessId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
    businessId = (await buildBusiness(t.ctx, { clientId: (await buildClient(t.ctx)).id })).id;
  });
  afterAll(() => t.close());

  const folder = (name: string) => folderNamed(t, admin.token, 'business', businessId, name);
  const trash = async () =>
    (await t.api.get<{ data: FileBody[] }>(`/api/v1/files?trash=true&ownerType=business&ownerId=${businessId}`, { token: admin.token }))
      .body.data;
  const restore = (id: string) =>
    t.api.post<{ data: FileBody; message: string; code: string }>(`/api/v1/files/${id}/restore`, undefined, { token: admin.token });
  const ageBy = (days: number) => sql`deleted_at - make_interval(days => ${days})`;

  it('moves a deleted file to the trash and restores it into its folder, numbered if its name was taken meanwhile', async () => {
    const reports = await folder('Reports');
    const [file] = (await upload(t, admin.token, reports.id, [{ name: 'pnl.pdf', bytes: PDF }])).body.data;
    const deleted = await t.api.delete<{ data: FileBody & { purgeAt: string } }>(`/api/v1/files/${file?.id}`, { token: admin.token });
    expect(deleted.body.data.deletedAt).toBeTruthy();
    expect((await folder('Reports')).fileCount).toBe(0);
    expect((await trash()).map((f) => f.id)).toEqual([file?.id]);
    expect((await t.api.get(`/api/v1/files/${file?.id}/download`, { token: admin.token })).status).toBe(404);

    await upload(t, admin.token, reports.id, [{ name: 'pnl.pdf', bytes: PDF }]);
    const back = await restore(file?.id ?? '');
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ folderId: reports.id, name: 'pnl (1).pdf', deletedAt: null });
    expect((await restore(file?.id ?? '')).status).toBe(409);
  });

  it("restores a file whose folder is in the trash into the owner's root folder", async () => {
    const created = await t.api.post<{ data: FolderBody }>(
      '/api/v1/folders',
      { ownerType: 'business', ownerId: businessId, name: 'Payroll' },
      { token: admin.token },
    );
    const payroll = created.body.data;
    const [file] = (await upload(t, admin.token, payroll.id, [{ name: 'june.pdf', bytes: PDF }])).body.data;
    await t.api.delete(`/api/v1/folders/${payroll.id}`, { token: admin.token });
    expect((await trash()).map((f) => f.id)).not.toContain(file?.id);

    const back = await restore(file?.id ?? '');
    const [root] = await tree(t, admin.token, 'business', businessId);
    expect(back.body.data.folderId).toBe(root?.id);
    expect(root?.fileCount).toBe(1);
  });

  it('refuses a restore after 30 days (410), even before the purge ran', async () => {
    const reports = await folder('Reports');
    const [file] = (await upload(t, admin.token, reports.id, [{ name: 'old.pdf', bytes: PDF }])).body.data;
    await t.api.delete(`/api/v1/files/${file?.id}`, { token: admin.token });
    await t.ctx.db
      .update(files)
      .set({ deletedAt: ageBy(31) })
      .where(eq(files.id, file?.id ?? ''));
    const res = await restore(file?.id ?? '');
    expect(res.status).toBe(410);
    expect(res.body.message).toMatch(/more than 30 days ago/);
  });

  it('purges what was deleted more than 30 days ago, rows and bytes, and keeps the rest', async () => {
    const statements = await folder('Bank statements');
    const [keep, recent, old] = (
      await upload(t, admin.token, statements.id, [
        { name: 'keep.pdf', bytes: PDF },
        { name: 'recent.png', bytes: PNG },
        { name: 'old.pdf', bytes: PDF },
      ])
    ).body.data;
    const sub = (
      await t.api.post<{ data: FolderBody }>(
        '/api/v1/folders',
        { ownerType: 'business', ownerId: businessId, parentId: statements.id, name: '2019' },
        { token: admin.token },
      )
    ).body.data;
    const [inSub] = (await upload(t, admin.token, sub.id, [{ name: 'ancient.pdf', bytes: PDF }])).body.data;
    for (const id of [recent?.id, old?.id]) await t.api.delete(`/api/v1/files/${id}`, { token: admin.token });
    await t.api.delete(`/api/v1/folders/${sub.id}`, { token: admin.token });
    await t.ctx.db
      .update(files)
      .set({ deletedAt: ageBy(31) })
      .where(sql`${files.id} in (${old?.id}, ${inSub?.id})`);
    await t.ctx.db
      .update(folders)
      .set({ deletedAt: ageBy(31) })
      .where(eq(folders.id, sub.id));

    const keys = async (ids: Array<string | undefined>) =>
      (
        await t.ctx.db
          .select({ id: files.id, key: files.storageKey })
          .from(files)
          .where(sql`${files.id} in ${ids}`)
      ).map((r) => r.key);
    const doomedKeys = await keys([old?.id, inSub?.id]);
    expect(doomedKeys).toHaveLength(2);

    // Everything older than 30 days goes, including the file aged by the test above.
    const aged = await t.ctx.db
      .select({ id: files.id })
      .from(files)
      .where(sql`${files.deletedAt} < now() - interval '30 days'`);
    expect(aged.length).toBeGreaterThanOrEqual(2);
    expect(await purgeTrash(t.ctx)).toEqual({ files: aged.length, folders: 1 });
    expect(await keys([old?.id, inSub?.id])).toEqual([]);
    for (const key of doomedKeys) expect(await t.ctx.storage.read(key)).toBeUndefined();
    expect((await t.ctx.db.select().from(folders).where(eq(folders.id, sub.id))).length).toBe(0);
    expect(await keys([keep?.id, recent?.id])).toHaveLength(2);
    expect((await restore(recent?.id ?? '')).status).toBe(200);
    expect(await purgeTrash(t.ctx)).toEqual({ files: 0, folders: 0 });
  });
});
