import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** The start of a real JPEG (JFIF). */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64)]);

interface MeAnswer {
  data: { avatar: string | null };
}

describe('avatar upload, serving and removal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const form = (bytes: Buffer, name: string, type: string, field = 'file') => {
    const body = new FormData();
    body.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
    return body;
  };
  const upload = (token: string, body: FormData) => t.api.send<MeAnswer>('POST', '/api/v1/me/avatar', body, { token });
  const storedFiles = () => {
    const root = path.join(t.ctx.config.dataDir, 'files');
    return existsSync(root) ? readdirSync(root, { recursive: true }).filter((f) => String(f).length > 2) : [];
  };

  it('stores a PNG, shows it on the profile and serves it publicly with the right headers', async () => {
    const { user, token } = await buildUser(t.ctx);
    const res = await upload(token, form(PNG, 'me.png', 'image/png'));
    expect(res.status).toBe(200);
    const url = res.body.data.avatar ?? '';
    expect(url).toMatch(/^\/api\/v1\/avatars\/[0-9a-f-]{36}$/);
    expect((await t.api.get('/api/v1/me', { token })).body).toMatchObject({ data: { avatar: url } });
    expect((await t.api.post('/api/v1/auth', { token })).body).toMatchObject({ data: { profile: { avatar: url } } });

    const image = await fetch(t.baseUrl + url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    const [entry] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, user.id), eq(auditLogs.action, 'user.avatar_changed')));
    expect(entry).toMatchObject({ before: { avatar: null }, after: { avatar: url } });
  });

  it('tells the type from the bytes: a JPEG named .png is served as JPEG', async () => {
    const { token } = await buildUser(t.ctx);
    const res = await upload(token, form(JPEG, 'holiday.png', 'image/png'));
    expect(res.status).toBe(200);
    const image = await fetch(t.baseUrl + (res.body.data.avatar ?? ''));
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('replacing the avatar removes the old image', async () => {
    const { token } = await buildUser(t.ctx);
    const first = (await upload(token, form(PNG, 'a.png', 'image/png'))).body.data.avatar ?? '';
    const second = (await upload(token, form(JPEG, 'b.jpg', 'image/jpeg'))).body.data.avatar ?? '';
    expect(second).not.toBe(first);
    expect((await fetch(t.baseUrl + first)).status).toBe(404);
    expect((await fetch(t.baseUrl + second)).status).toBe(200);
  });

  it('refuses text named .png and stores nothing', async () => {
    const { token } = await buildUser(t.ctx);
    const before = storedFiles().length;
    const res = await upload(token, form(Buffer.from('just some text, not an image'), 'evil.png', 'image/png'));
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ message: 'The avatar must be a PNG, JPEG, WebP or GIF image.' });
    expect(storedFiles()).toHaveLength(before);
    expect((await t.api.get('/api/v1/me', { token })).body).toMatchObject({ data: { avatar: null } });
  });

  it('refuses an image over 2 MB with 413 and a clear message, storing nothing', async () => {
    const { token } = await buildUser(t.ctx);
    const before = storedFiles().length;
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(token, form(big, 'big.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, message: 'The image is larger than 2 MB. Choose a smaller one.' });
    expect(storedFiles()).toHaveLength(before);
    expect((await t.api.get('/api/v1/me', { token })).body).toMatchObject({ data: { avatar: null } });
  });

  it('refuses a request without the file field', async () => {
    const { token } = await buildUser(t.ctx);
    expect((await upload(token, form(PNG, 'a.png', 'image/png', 'picture'))).status).toBe(400);
    expect((await t.api.post('/api/v1/me/avatar', { file: 'x' }, { token })).status).toBe(400);
  });

  it('DELETE clears the avatar and removes the stored bytes', async () => {
    const { token } = await buildUser(t.ctx);
    const url = (await upload(token, form(PNG, 'a.png', 'image/png'))).body.data.avatar ?? '';
    const before = storedFiles().length;
    const res = await t.api.delete('/api/v1/me/avatar', { token });
    expect(res).toMatchObject({ status: 200, body: { data: { avatar: null } } });
    expect(storedFiles()).toHaveLength(before - 1);
    expect((await fetch(t.baseUrl + url)).status).toBe(404);
  });

  it('serves only current avatars, and needs sign-in to change one', async () => {
    const stored = await t.ctx.storage.put(PNG);
    expect((await fetch(`${t.baseUrl}/api/v1/avatars/${stored}`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/api/v1/avatars/not-a-key`)).status).toBe(404);
    expect((await t.api.send('POST', '/api/v1/me/avatar', form(PNG, 'a.png', 'image/png'))).status).toBe(401);
    expect((await t.api.delete('/api/v1/me/avatar')).status).toBe(401);
  });
});
