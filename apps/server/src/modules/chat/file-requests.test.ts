import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { uploadRequests } from '../files/index.js';
import { notifications } from '../notifications/index.js';
import { chatApi, storeFile } from './chat.fixture.js';
import type { ChannelDto, ChannelFilesDto, MessageDto } from './chat.schema.js';
import { messages } from './chat.tables.js';

interface FileRequestAnswer {
  data: { message: MessageDto; uploadRequest: { id: string; link: string; folderId: string; folderName: string; expiresAt: string } };
}

describe('chat file requests', () => {
  let t: TestApp;
  let w: PracticeWorld;
  let api: ReturnType<typeof chatApi>;
  let group: ChannelDto;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
    api = chatApi(t);
    group = await api.group(w.users.cmA1.token, w.businesses.b1.id);
  });
  afterAll(() => t.close());

  const send = (token: string, body: Record<string, unknown>, channelId = group.id) =>
    t.api.post<FileRequestAnswer>(`/api/v1/channels/${channelId}/file-requests`, body, { token });
  const countFileRequestMessages = async () =>
    (
      await t.ctx.db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.channelId, group.id), eq(messages.kind, 'file_request')))
    ).length;

  it('creates an upload request into the business root and a message with its link that the client member sees', async () => {
    const { cmA1, portal } = w.users;
    const res = await send(cmA1.token, { message: 'Please send the March receipts' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { message, uploadRequest } = res.body.data;
    expect(uploadRequest.link).toMatch(new RegExp(`/upload-request/${uploadRequest.id}\\?token=[\\w-]{43}$`));
    expect(uploadRequest.folderName).toBe('All files');
    expect(message).toMatchObject({
      kind: 'file_request',
      uploadRequestId: uploadRequest.id,
      body: `Please send the March receipts\n${uploadRequest.link}`,
    });

    const [stored] = await t.ctx.db.select().from(uploadRequests).where(eq(uploadRequests.id, uploadRequest.id));
    expect(stored).toMatchObject({
      businessId: w.businesses.b1.id,
      folderId: uploadRequest.folderId,
      createdBy: cmA1.user.id,
      message: 'Please send the March receipts',
    });

    const feed = await api.page(portal.token, group.id, '?limit=1');
    expect(feed.data).toEqual([message]);
    expect((await api.channel(portal.token, group.id)).news).toBeGreaterThan(0);

    const files = await t.api.get<{ data: ChannelFilesDto }>(`/api/v1/channels/${group.id}/files`, { token: portal.token });
    expect(files.body.data.requested[0]).toMatchObject({
      uploadRequestId: uploadRequest.id,
      status: 'open',
      folderName: 'All files',
      received: [],
    });
  });

  it('tells every other member with a file_request notification, not the sender', async () => {
    const { cmA1, portal } = w.users;
    const res = await send(cmA1.token, { message: 'Payslips too' });
    const forUser = (userId: string) =>
      t.ctx.db
        .select({ type: notifications.type, title: notifications.title, meta: notifications.meta })
        .from(notifications)
        .where(
          and(eq(notifications.userId, userId), eq(notifications.type, 'file_request'), sql`${notifications.content} like 'Payslips too%'`),
        );
    expect(await forUser(portal.user.id)).toEqual([
      {
        type: 'file_request',
        title: `${cmA1.user.firstName} ${cmA1.user.lastName} requested files`,
        meta: { businessId: w.businesses.b1.id, channelId: group.id, businessName: w.businesses.b1.name },
      },
    ]);
    expect(await forUser(cmA1.user.id)).toEqual([]);
    expect(res.body.data.message.author?.id).toBe(cmA1.user.id);
  });

  it('sends into a chosen folder of the business, and refuses a folder of another business without leaving anything behind', async () => {
    const { cmA1 } = w.users;
    const { folder } = await storeFile(t, { ownerType: 'business', ownerId: w.businesses.b1.id });
    const chosen = await send(cmA1.token, { folderId: folder.id, message: '' });
    expect(chosen.status).toBe(201);
    expect(chosen.body.data.uploadRequest).toMatchObject({ folderId: folder.id, folderName: 'Chat uploads' });
    expect(chosen.body.data.message.body).toBe(chosen.body.data.uploadRequest.link);

    const before = await countFileRequestMessages();
    const { folder: elsewhere } = await storeFile(t, { ownerType: 'business', ownerId: w.businesses.b2.id });
    const refused = await send(cmA1.token, { folderId: elsewhere.id, message: 'wrong folder' });
    expect(refused.status).toBe(404);
    expect(await countFileRequestMessages()).toBe(before);
  });

  it('is refused to the Client role (403) and to staff outside the business (404)', async () => {
    const portalTry = await send(w.users.portal.token, { message: 'Can I ask too?' });
    expect(portalTry.status).toBe(403);
    const outsider = await send(w.users.cmB.token, { message: 'Not my business' });
    expect(outsider.status).toBe(404);
    expect((await t.api.post(`/api/v1/channels/${group.id}/file-requests`, { message: 'x' })).status).toBe(401);
  });
});
