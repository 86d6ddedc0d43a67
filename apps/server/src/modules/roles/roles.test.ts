import { ROLE_IDS, ROLE_NAMES } from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

describe('GET /api/v1/roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the seven roles for any signed-in user', async () => {
    const { token } = await buildUser(t.ctx, { roleId: 6 });
    const res = await t.api.get('/api/v1/roles', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { id: 1, name: 'Super Admin' },
        { id: 2, name: 'Region Admin' },
        { id: 3, name: 'Case Manager' },
        { id: 4, name: 'Brand Admin' },
        { id: 5, name: 'Brand Manager' },
        { id: 6, name: 'Client' },
        { id: 7, name: 'Supervisor' },
      ],
    });
  });

  it.each(ROLE_IDS.map((id) => [id, ROLE_NAMES[id]] as const))('answers data.name for role %i (%s)', async (id, name) => {
    const { token } = await buildUser(t.ctx, { roleId: 3 });
    const res = await t.api.get(`/api/v1/roles/${id}`, { token });
    expect(res).toMatchObject({ status: 200, body: { data: { id, name } } });
  });

  it('answers 404 for a role that does not exist', async () => {
    const { token } = await buildUser(t.ctx);
    expect(await t.api.get('/api/v1/roles/99', { token })).toMatchObject({
      status: 404,
      body: { statusCode: 404, message: 'Role not found.' },
    });
  });

  it('answers 401 without a token', async () => {
    expect((await t.api.get('/api/v1/roles')).status).toBe(401);
    expect((await t.api.get('/api/v1/roles/1')).status).toBe(401);
  });
});
