/**
 * Scope of every file and folder action, in the practice world (test/practice-world.ts): someone
 * outside a client or business gets 404 for anything in its tree, and a Case Manager reaches only
 * the trees of their own businesses, never a client's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { folderNamed, form, PDF, PNG, tree, upload, type FileBody, type FolderBody } from './files.fixture.js';

interface OwnerFixture {
  ownerType: 'client' | 'business';
  ownerId: string;
  folder: FolderBody;
  deletedFolder: FolderBody;
  file: FileBody;
  deletedFile: FileBody;
}

describe('files and folders scope', () => {
  let t: TestApp;
  let w: PracticeWorld;
  let b1: OwnerFixture;
  let c1: OwnerFixture;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
    const sa = w.users.sa.token;
    const fixture = async (ownerType: 'client' | 'business', ownerId: string): Promise<OwnerFixture> => {
      const make = async (name: string) =>
        (await t.api.post<{ data: FolderBody }>('/api/v1/folders', { ownerType, ownerId, name }, { token: sa })).body.data;
      const folder = await make('Shared');
      const deletedFolder = await make('Old');
      await t.api.delete(`/api/v1/folders/${deletedFolder.id}`, { token: sa });
      const [file, deletedFile] = (
        await upload(t, sa, folder.id, [
          { name: 'scan.png', bytes: PNG },
          { name: 'gone.pdf', bytes: PDF },
        ])
      ).body.data;
      if (!file || !deletedFile) throw new Error('upload failed');
      await t.api.delete(`/api/v1/files/${deletedFile.id}`, { token: sa });
      return { ownerType, ownerId, folder, deletedFolder, file, deletedFile };
    };
    b1 = await fixture('business', w.businesses.b1.id);
    c1 = await fixture('client', w.clients.c1.id);
  });
  afterAll(() => t.close());

  /** Every file and folder action on one owner's tree, as [label, request]. */
  const actions = (o: OwnerFixture) => {
    const owner = `ownerType=${o.ownerType}&ownerId=${o.ownerId}`;
    return [
      ['tree', (token: string) => t.api.get(`/api/v1/folders?${owner}`, { token })],
      ['folder trash', (token: string) => t.api.get(`/api/v1/folders?${owner}&trash=true`, { token })],
      [
        'create folder',
        (token: string) => t.api.post('/api/v1/folders', { ownerType: o.ownerType, ownerId: o.ownerId, name: 'Mine' }, { token }),
      ],
      [
        'create subfolder',
        (token: string) =>
          t.api.post('/api/v1/folders', { ownerType: o.ownerType, ownerId: o.ownerId, parentId: o.folder.id, name: 'Mine' }, { token }),
      ],
      ['rename folder', (token: string) => t.api.patch(`/api/v1/folders/${o.folder.id}`, { name: 'Taken' }, { token })],
      ['delete folder', (token: string) => t.api.delete(`/api/v1/folders/${o.folder.id}`, { token })],
      ['restore folder', (token: string) => t.api.post(`/api/v1/folders/${o.deletedFolder.id}/restore`, undefined, { token })],
      ['list files', (token: string) => t.api.get(`/api/v1/files?folderId=${o.folder.id}`, { token })],
      ['file trash', (token: string) => t.api.get(`/api/v1/files?trash=true&${owner}`, { token })],
      [
        'upload',
        (token: string) => t.api.send('POST', '/api/v1/files', form({ folderId: o.folder.id }, [{ name: 'x.pdf', bytes: PDF }]), { token }),
      ],
      ['download', (token: string) => t.api.get(`/api/v1/files/${o.file.id}/download`, { token })],
      ['preview', (token: string) => t.api.get(`/api/v1/files/${o.file.id}/preview`, { token })],
      ['rename file', (token: string) => t.api.patch(`/api/v1/files/${o.file.id}`, { name: 'taken.png' }, { token })],
      ['delete file', (token: string) => t.api.delete(`/api/v1/files/${o.file.id}`, { token })],
      ['restore file', (token: string) => t.api.post(`/api/v1/files/${o.deletedFile.id}/restore`, undefined, { token })],
    ] as const;
  };

  it('answers 404 to every action on a business tree from outside the business', async () => {
    const u = w.users;
    for (const [who, user] of Object.entries({ raB: u.raB, supB: u.supB, cmA2: u.cmA2, cmB: u.cmB, bmY: u.bmY })) {
      for (const [label, act] of actions(b1)) expect((await act(user.token)).status, `${who}: ${label}`).toBe(404);
    }
  });

  it('answers 404 to every action on a client tree from outside the client, and to every Case Manager', async () => {
    const u = w.users;
    for (const [who, user] of Object.entries({ raB: u.raB, supB: u.supB, bmY: u.bmY, cmA1: u.cmA1 })) {
      for (const [label, act] of actions(c1)) expect((await act(user.token)).status, `${who}: ${label}`).toBe(404);
    }
  });

  it('changed nothing for those refusals', async () => {
    const sa = w.users.sa.token;
    for (const o of [b1, c1]) {
      const shared = await folderNamed(t, sa, o.ownerType, o.ownerId, 'Shared');
      expect(shared.fileCount).toBe(1);
      const files = await t.api.get<{ data: FileBody[] }>(`/api/v1/files?folderId=${o.folder.id}`, { token: sa });
      expect(files.body.data.map((f) => f.name)).toEqual(['scan.png']);
      expect((await tree(t, sa, o.ownerType, o.ownerId)).map((f) => f.name)).not.toContain('Mine');
    }
  });

  it("lets a Case Manager work in their businesses' trees only", async () => {
    const cm = w.users.cmA1.token;
    expect((await tree(t, cm, 'business', w.businesses.b1.id)).map((f) => f.name)).toContain('Shared');
    expect((await tree(t, cm, 'business', w.businesses.b4.id)).length).toBeGreaterThan(1);
    for (const other of [w.businesses.b2, w.businesses.b3, w.businesses.b5]) {
      expect((await t.api.get(`/api/v1/folders?ownerType=business&ownerId=${other.id}`, { token: cm })).status).toBe(404);
    }
    expect((await t.api.get(`/api/v1/files/${b1.file.id}/download`, { token: cm })).status).toBe(200);
    const b4Reports = await folderNamed(t, cm, 'business', w.businesses.b4.id, 'Reports');
    expect((await t.api.patch(`/api/v1/files/${b1.file.id}`, { folderId: b4Reports.id }, { token: cm })).status).toBe(422);
  });

  it('lets everyone who sees a client or business reach its tree, portal users included', async () => {
    const u = w.users;
    for (const [who, token] of [
      ['raA', u.raA.token],
      ['supA', u.supA.token],
      ['baX', u.baX.token],
      ['portal', u.portal.token],
    ] as const) {
      expect((await t.api.get(`/api/v1/folders?ownerType=client&ownerId=${c1.ownerId}`, { token })).status, who).toBe(200);
      expect((await t.api.get(`/api/v1/files?folderId=${b1.folder.id}`, { token })).status, who).toBe(200);
    }
    expect((await t.api.get(`/api/v1/folders?ownerType=client&ownerId=${w.clients.c2.id}`, { token: u.portal.token })).status).toBe(404);
  });

  it("shows the dashboard's latest files within the same scope", async () => {
    const latest = async (token: string) =>
      (
        await t.api.get<{
          data: { latest: { files: Array<{ id: string; ownerType: string; ownerId: string; ownerName: string; uploaderName: string }> } };
        }>('/api/v1/dashboard', { token })
      ).body.data.latest.files;
    const cm = await latest(w.users.cmA1.token);
    expect(cm.map((f) => f.id)).toEqual([b1.file.id]);
    expect(cm[0]).toMatchObject({
      ownerType: 'business',
      ownerName: w.businesses.b1.name,
      uploaderName: expect.stringContaining('User') as string,
    });
    const portal = await latest(w.users.portal.token);
    expect(new Set(portal.map((f) => f.id))).toEqual(new Set([b1.file.id, c1.file.id]));
    expect(await latest(w.users.raB.token)).toEqual([]);
  });
});
