import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';

describe('GET and PUT /api/v1/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the signed-in user profile, and nothing else', async () => {
    const { user, token } = await buildUser(t.ctx, {
      roleId: 2,
      firstName: 'Nguyễn',
      lastName: 'Minh Anh',
      phone: '+61 400 000 000',
      language: 'vi',
    });
    const res = await t.api.get('/api/v1/me', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        id: user.id,
        email: user.email,
        firstName: 'Nguyễn',
        lastName: 'Minh Anh',
        avatar: null,
        phone: '+61 400 000 000',
        language: 'vi',
        roleId: 2,
      },
    });
  });

  it('updates names, phone and language, and records before and after in the audit log', async () => {
    const { user, token } = await buildUser(t.ctx, { firstName: 'Old', lastName: 'Name', language: 'en' });
    const res = await t.api.put('/api/v1/me', { firstName: '  Thu ', lastName: 'Hà', phone: '0412 345 678', language: 'vi' }, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { id: user.id, firstName: 'Thu', lastName: 'Hà', phone: '0412 345 678', language: 'vi' } });
    expect((await t.api.get('/api/v1/me', { token })).body).toEqual(res.body);

    const [entry] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, user.id), eq(auditLogs.action, 'user.profile_updated')));
    expect(entry).toMatchObject({
      actorId: user.id,
      entity: 'user',
      before: { firstName: 'Old', lastName: 'Name', phone: null, language: 'en' },
      after: { firstName: 'Thu', lastName: 'Hà', phone: '0412 345 678', language: 'vi' },
    });
  });

  it('clears the phone when it is left empty or left out', async () => {
    const { token } = await buildUser(t.ctx, { phone: '0412 345 678' });
    const res = await t.api.put('/api/v1/me', { firstName: 'A', lastName: 'B', phone: '', language: 'en' }, { token });
    expect(res.body).toMatchObject({ data: { phone: null } });
  });

  it('refuses empty names, an unknown language and letters in the phone, changing nothing', async () => {
    const { token } = await buildUser(t.ctx, { firstName: 'Keep' });
    for (const body of [
      { firstName: '   ', lastName: 'B', language: 'en' },
      { firstName: 'A', lastName: 'B', language: 'fr' },
      { firstName: 'A', lastName: 'B', language: 'en', phone: 'call me' },
      { lastName: 'B', language: 'en' },
    ]) {
      const res = await t.api.put('/api/v1/me', body, { token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    }
    expect((await t.api.get('/api/v1/me', { token })).body).toMatchObject({ data: { firstName: 'Keep' } });
  });

  it('needs a signed-in user', async () => {
    expect((await t.api.put('/api/v1/me', { firstName: 'A', lastName: 'B', language: 'en' })).status).toBe(401);
  });
});
