import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { auditLogs } from '../audit/index.js';
import { notifications } from '../notifications/index.js';
import { chatApi } from './chat.fixture.js';
import type { ChannelDto, MessageDto } from './chat.schema.js';

describe('editing, deleting and reading chat messages', () => {
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

  const state = async (token: string) => {
    const channel = await api.channel(token, group.id);
    return { news: channel.news, mentions: channel.mentions };
  };
  const edit = (token: string, id: number, body: unknown) => t.api.patch<{ data: MessageDto }>(`/api/v1/messages/${id}`, body, { token });

  it('takes a removed mention out of the mention count, and counts and notifies an added one', async () => {
    const { cmA1, portal, supA } = w.users;
    await api.read(portal.token, group.id);
    await api.read(supA.token, group.id);
    const message = await api.post(cmA1.token, group.id, 'Liam, please check', { mentions: [portal.user.id] });
    expect(await state(portal.token)).toEqual({ news: 1, mentions: 1 });

    const removed = await edit(cmA1.token, message.id, { body: 'Please check, anyone', mentions: [] });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ body: 'Please check, anyone', mentions: [] });
    expect(removed.body.data.editedAt).not.toBeNull();
    expect(await state(portal.token)).toEqual({ news: 1, mentions: 0 });

    const added = await edit(cmA1.token, message.id, { body: 'Please check, Lê', mentions: [supA.user.id] });
    expect(added.body.data.mentions).toEqual([{ userId: supA.user.id, name: `${supA.user.firstName} ${supA.user.lastName}` }]);
    expect(await state(supA.token)).toEqual({ news: 1, mentions: 1 });
    const toSupA = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, supA.user.id), eq(notifications.type, 'chat_mention')));
    expect(toSupA.map((n) => n.content)).toEqual(['Please check, Lê']);

    // Leaving mentions out keeps them.
    const kept = await edit(cmA1.token, message.id, { body: 'Please check, Lê (typo fixed)' });
    expect(kept.body.data.mentions.map((m) => m.userId)).toEqual([supA.user.id]);

    const audits = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'chat.message_edited'), eq(auditLogs.entityId, String(message.id))));
    expect(audits).toHaveLength(3);
    expect(audits.find((a) => (a.after as { body: string }).body === 'Please check, anyone')?.before).toEqual({
      body: 'Liam, please check',
      mentions: [portal.user.id],
    });
  });

  it('does not count a mention added to a message the member has already read', async () => {
    const { cmA1, portal } = w.users;
    const message = await api.post(cmA1.token, group.id, 'Old news');
    await api.read(portal.token, group.id);
    await edit(cmA1.token, message.id, { body: 'Old news, Liam', mentions: [portal.user.id] });
    expect(await state(portal.token)).toEqual({ news: null, mentions: 0 });
  });

  it('lets only the author edit or delete, and hides messages of channels out of scope', async () => {
    const { cmA1, portal, cmB } = w.users;
    const message = await api.post(cmA1.token, group.id, 'Mine');
    expect((await edit(portal.token, message.id, { body: 'Not yours' })).status).toBe(403);
    expect((await t.api.delete(`/api/v1/messages/${message.id}`, { token: portal.token })).status).toBe(403);
    expect((await edit(cmB.token, message.id, { body: 'Outsider' })).status).toBe(404);
    expect((await t.api.delete(`/api/v1/messages/${message.id}`, { token: cmB.token })).status).toBe(404);
    expect((await edit(cmA1.token, 987_654_321, { body: 'Nothing' })).status).toBe(404);
    expect((await edit(cmA1.token, message.id, { body: 'x', mentions: [cmB.user.id] })).status).toBe(400);
  });

  it('takes a deleted message out of the news and mentions of those who had not read it, and keeps its place in the feed', async () => {
    const { cmA1, portal, supA } = w.users;
    await api.read(portal.token, group.id);
    await api.read(supA.token, group.id);
    await api.post(cmA1.token, group.id, 'Keep me');
    const doomed = await api.post(cmA1.token, group.id, 'Oops, Liam', { mentions: [portal.user.id] });
    expect(await state(portal.token)).toEqual({ news: 2, mentions: 1 });
    // supA reads it before it goes: nothing of theirs changes.
    await api.read(supA.token, group.id);

    const res = await t.api.delete(`/api/v1/messages/${doomed.id}`, { token: cmA1.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id: doomed.id, deleted: true } });
    expect(await state(portal.token)).toEqual({ news: 1, mentions: 0 });
    expect(await state(supA.token)).toEqual({ news: null, mentions: 0 });

    const page = await api.page(portal.token, group.id, '?limit=1');
    expect(page.data[0]).toMatchObject({ id: doomed.id, deleted: true, body: '', mentions: [] });
    expect((await t.api.delete(`/api/v1/messages/${doomed.id}`, { token: cmA1.token })).status).toBe(404);
    expect((await edit(cmA1.token, doomed.id, { body: 'back' })).status).toBe(404);
    const audit = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'chat.message_deleted'), eq(auditLogs.entityId, String(doomed.id))));
    expect(audit[0]?.before).toMatchObject({ body: 'Oops, Liam', mentions: [portal.user.id] });
  });

  it('reads a channel: news and mentions empty, up to its newest message by default', async () => {
    const { cmA1, portal } = w.users;
    const first = await api.post(cmA1.token, group.id, 'One', { mentions: [portal.user.id] });
    const second = await api.post(cmA1.token, group.id, 'Two');
    expect((await state(portal.token)).news).toBeGreaterThanOrEqual(2);

    // Read up to the first: the second is still news.
    expect(await api.read(portal.token, group.id, first.id)).toMatchObject({ count: 1, mentions: 0, lastReadMessageId: first.id });
    expect(await api.read(portal.token, group.id)).toEqual({ channelId: group.id, count: 0, mentions: 0, lastReadMessageId: second.id });
    expect(await state(portal.token)).toEqual({ news: null, mentions: 0 });
    // A mark never moves back.
    expect((await api.read(portal.token, group.id, first.id)).lastReadMessageId).toBe(second.id);
    expect(await api.unread(portal.token)).toEqual([]);
  });
});
