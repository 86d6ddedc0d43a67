import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { files, uploadRequests } from '../files/index.js';
import { notifications } from '../notifications/index.js';
import { chatApi, storeFile } from './chat.fixture.js';
import type { ChannelDto, ChannelFilesDto } from './chat.schema.js';
import { messages } from './chat.tables.js';

describe('chat messages', () => {
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

  const news = async (token: string) => (await api.channel(token, group.id)).news;
  const chatNotifications = (userId: string) =>
    t.ctx.db
      .select({
        type: notifications.type,
        title: notifications.title,
        content: notifications.content,
        meta: notifications.meta,
        isRead: notifications.isRead,
      })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), sql`${notifications.meta}->>'channelId' = ${group.id}`));
  const readAllNotifications = (userId: string) =>
    t.ctx.db.update(notifications).set({ isRead: true }).where(eq(notifications.userId, userId));

  it("adds one to every other member's news, not the author's, and shows the message to members", async () => {
    const { cmA1, supA, portal } = w.users;
    const message = await api.post(cmA1.token, group.id, 'Your BAS is ready to sign');
    expect(message).toMatchObject({
      channelId: group.id,
      kind: 'text',
      body: 'Your BAS is ready to sign',
      author: { id: cmA1.user.id, name: `${cmA1.user.firstName} ${cmA1.user.lastName}`, initials: 'TU', avatar: null },
      mentions: [],
      attachments: [],
      editedAt: null,
      deleted: false,
    });
    expect(await news(cmA1.token)).toBeNull();
    expect(await news(supA.token)).toBe(1);
    expect(await news(portal.token)).toBe(1);
    await api.post(portal.token, group.id, 'Thanks!');
    expect(await news(supA.token)).toBe(2);
    expect(await news(cmA1.token)).toBe(1);
    expect(await news(portal.token)).toBe(1);
  });

  it('notifies a mentioned member with chat_mention only, and the others with chat_new_message', async () => {
    const { cmA1, supA, portal } = w.users;
    await Promise.all([cmA1, supA, portal].map((u) => readAllNotifications(u.user.id)));
    await api.read(supA.token, group.id);
    await api.post(cmA1.token, group.id, '@Liam please upload the receipts', { mentions: [portal.user.id] });

    const meta = { businessId: w.businesses.b1.id, channelId: group.id, businessName: w.businesses.b1.name };
    const forPortal = await chatNotifications(portal.user.id);
    const unread = (rows: Awaited<ReturnType<typeof chatNotifications>>) => rows.filter((n) => !n.isRead).map(({ isRead: _r, ...n }) => n);
    const author = `${cmA1.user.firstName} ${cmA1.user.lastName}`;
    // The mentioned member hears of the mention only, not also of a new message.
    expect(unread(forPortal)).toEqual([
      { type: 'chat_mention', title: `${author} mentioned you`, content: '@Liam please upload the receipts', meta },
    ]);
    expect(unread(await chatNotifications(supA.user.id))).toEqual([
      { type: 'chat_new_message', title: `New message from ${author}`, content: '@Liam please upload the receipts', meta },
    ]);
    expect(unread(await chatNotifications(cmA1.user.id))).toEqual([]);

    const portalChannel = await api.channel(portal.token, group.id);
    expect(portalChannel).toMatchObject({ news: 2, mentions: 1 });
    expect((await api.channel(supA.token, group.id)).mentions).toBe(0);
  });

  it('keeps one unread chat_new_message per member and channel, and notifies again once it was read', async () => {
    const { cmA1, supA } = w.users;
    await readAllNotifications(supA.user.id);
    const count = async () => (await chatNotifications(supA.user.id)).filter((n) => n.type === 'chat_new_message').length;
    const before = await count();
    await api.post(cmA1.token, group.id, 'First');
    await api.post(cmA1.token, group.id, 'Second');
    expect(await count()).toBe(before + 1);
    await readAllNotifications(supA.user.id);
    await api.post(cmA1.token, group.id, 'Third');
    expect(await count()).toBe(before + 2);
  });

  it('refuses to mention someone who is not a member of the channel', async () => {
    const res = await t.api.post(
      `/api/v1/channels/${group.id}/messages`,
      { body: 'Hey @you', mentions: [w.users.cmB.user.id] },
      { token: w.users.cmA1.token },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Only members of this channel can be mentioned.' });
  });

  it('stores and answers the text exactly as typed, markup included', async () => {
    const body = `<script>alert("x")</script> & <b>bold</b>\n  spaced  `;
    const message = await api.post(w.users.portal.token, group.id, body);
    expect(message.body).toBe(body);
    const page = await api.page(w.users.cmA1.token, group.id, '?limit=1');
    expect(page.data[0]?.body).toBe(body);
  });

  it('refuses an empty message and one longer than 10,000 characters', async () => {
    const post = (body: string) => t.api.post(`/api/v1/channels/${group.id}/messages`, { body }, { token: w.users.cmA1.token });
    expect((await post('   ')).status).toBe(400);
    expect((await post('x'.repeat(10_001))).status).toBe(400);
    expect((await post('x'.repeat(10_000))).status).toBe(201);
  });

  it("attaches files of the business's folders, and refuses any other file", async () => {
    const { file } = await storeFile(t, { ownerType: 'business', ownerId: w.businesses.b1.id }, 'bank-statement.pdf');
    const { file: elsewhere } = await storeFile(t, { ownerType: 'business', ownerId: w.businesses.b2.id });
    const { file: ofClient } = await storeFile(t, { ownerType: 'client', ownerId: w.clients.c1.id });
    const message = await api.post(w.users.portal.token, group.id, '', { attachments: [file.id] });
    expect(message.attachments).toEqual([{ fileId: file.id, name: 'bank-statement.pdf', size: 2048, mimeType: 'application/pdf' }]);
    for (const other of [elsewhere, ofClient]) {
      const res = await t.api.post(
        `/api/v1/channels/${group.id}/messages`,
        { body: 'see', attachments: [other.id] },
        { token: w.users.portal.token },
      );
      expect(res.status).toBe(400);
    }
  });

  it("lists the channel's received files and its file requests with what arrived through them", async () => {
    const { cmA1, portal, cmB } = w.users;
    const { folder, file } = await storeFile(t, { ownerType: 'business', ownerId: w.businesses.b1.id }, 'payslip.pdf');
    const sent = await api.post(portal.token, group.id, 'Payslip attached', { attachments: [file.id] });
    const [request] = await t.ctx.db
      .insert(uploadRequests)
      .values({
        businessId: w.businesses.b1.id,
        folderId: folder.id,
        tokenHash: randomUUID(),
        message: 'Receipts please',
        expiresAt: new Date(Date.now() + 86_400_000),
        maxFileSize: 1_000_000,
        maxFiles: 5,
        createdBy: cmA1.user.id,
      })
      .returning();
    if (!request) throw new Error('upload request not inserted');
    const [asked] = await t.ctx.db
      .insert(messages)
      .values({ channelId: group.id, authorId: cmA1.user.id, kind: 'file_request', body: 'Receipts please', uploadRequestId: request.id })
      .returning();
    await storeFile(t, { ownerType: 'business', ownerId: w.businesses.b1.id }, 'arrived.pdf').then(({ file: arrived }) =>
      t.ctx.db
        .update(files)
        .set({ folderId: folder.id, uploadRequestId: request.id, uploaderName: 'Liam' })
        .where(eq(files.id, arrived.id)),
    );

    const res = await t.api.get<{ data: ChannelFilesDto }>(`/api/v1/channels/${group.id}/files`, { token: cmA1.token });
    expect(res.status).toBe(200);
    expect(res.body.data.received[0]).toMatchObject({
      fileId: file.id,
      name: 'payslip.pdf',
      messageId: sent.id,
      sentBy: { id: portal.user.id },
      deleted: false,
    });
    expect(res.body.data.requested).toEqual([
      expect.objectContaining({
        messageId: asked?.id,
        uploadRequestId: request.id,
        message: 'Receipts please',
        requestedBy: { id: cmA1.user.id, name: `${cmA1.user.firstName} ${cmA1.user.lastName}` },
        status: 'open',
        folderId: folder.id,
        received: [expect.objectContaining({ name: 'arrived.pdf', uploaderName: 'Liam', deleted: false })],
      }),
    ]);
    expect((await t.api.get(`/api/v1/channels/${group.id}/files`, { token: cmB.token })).status).toBe(404);
  });

  it('answers a posted message exactly as the feed shows it', async () => {
    const { cmA1, portal, supA } = w.users;
    const { file: a } = await storeFile(t, { ownerType: 'business', ownerId: w.businesses.b1.id }, 'b.pdf');
    const { file: b } = await storeFile(t, { ownerType: 'business', ownerId: w.businesses.b1.id }, 'a.pdf');
    const posted = await api.post(cmA1.token, group.id, 'Both of you', {
      mentions: [supA.user.id, portal.user.id],
      attachments: [a.id, b.id],
    });
    expect(posted.attachments.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
    expect((await api.page(cmA1.token, group.id, '?limit=1')).data).toEqual([posted]);
  });

  it('pages back through every message once, oldest to newest within a page', async () => {
    const channel = (
      await t.api.post<{ data: ChannelDto }>(
        '/api/v1/channels',
        { businessId: w.businesses.b1.id, userId: w.users.supA.user.id },
        { token: w.users.cmA1.token },
      )
    ).body.data;
    const posted: number[] = [];
    for (let i = 1; i <= 23; i++) posted.push((await api.post(i % 2 ? w.users.cmA1.token : w.users.supA.token, channel.id, `m${i}`)).id);
    const seen: number[] = [];
    let before: number | null = null;
    let pages = 0;
    do {
      const page = await api.page(w.users.cmA1.token, channel.id, `?limit=5${before ? `&before=${before}` : ''}`);
      const ids = page.data.map((m) => m.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      seen.unshift(...ids);
      before = page.nextBefore;
      pages++;
    } while (before !== null);
    expect(pages).toBe(5);
    expect(seen).toEqual(posted);
  });

  it('searches one channel, newest first, matching the text anywhere and literally', async () => {
    const { cmA1 } = w.users;
    await api.post(cmA1.token, group.id, 'Invoice 100% paid');
    await api.post(cmA1.token, group.id, 'Another invoice arrived');
    const found = await api.page(cmA1.token, group.id, `?q=${encodeURIComponent('INVOICE')}`);
    expect(found.data.map((m) => m.body)).toEqual(['Another invoice arrived', 'Invoice 100% paid']);
    expect((await api.page(cmA1.token, group.id, `?q=${encodeURIComponent('100%')}`)).data.map((m) => m.body)).toEqual([
      'Invoice 100% paid',
    ]);
    expect((await api.page(cmA1.token, group.id, '?q=nothing-like-this')).data).toEqual([]);
  });
});
