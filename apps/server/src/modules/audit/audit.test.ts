import { Role, ROLE_IDS, ROLE_NAMES } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { command } from '../../platform/db/command.js';
import { auditLogs } from './index.js';

interface AuditAnswer {
  data: Array<{
    id: number;
    action: string;
    entity: string;
    entityId: string | null;
    createdAt: string;
    actor: { id: string; name: string; email: string } | null;
  }>;
  pagination: { skip: number; limit: number; total: number };
}

describe('GET /api/v1/audit-logs', () => {
  let t: TestApp;
  let admin: BuiltUser;
  let other: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    // Start from an empty log: reference data ensured at start-up records its own entries.
    await t.ctx.db.delete(auditLogs);
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin, firstName: 'Olivia', lastName: 'Bennett' });
    other = await buildUser(t.ctx, { roleId: Role.CaseManager });
    // 12 profile updates by the admin, on consecutive days, and 3 client changes by someone else.
    for (let i = 0; i < 12; i++) {
      await command(t.ctx, admin.user, (cmd) =>
        cmd.audit({
          action: 'user.profile_updated',
          entity: 'user',
          entityId: admin.user.id,
          after: { n: i },
        }),
      );
    }
    for (let i = 0; i < 3; i++) {
      await command(t.ctx, other.user, (cmd) => cmd.audit({ action: 'client.updated', entity: 'client', entityId: `c${i}` }));
    }
    // Entry n (from 1) is dated 2025-03-01 + n days, whatever ids the sequence handed out.
    await t.ctx.db.execute(sql`
      update audit_logs set created_at = timestamptz '2025-03-01T00:00:00Z' + (n.n * interval '1 day')
      from (select id, row_number() over (order by id) as n from audit_logs) n where n.id = audit_logs.id`);
  });
  afterAll(() => t.close());

  const list = (query: string, token = admin.token) => t.api.get<AuditAnswer>(`/api/v1/audit-logs${query}`, { token });

  it('lists newest first, 10 by default, with the actor name and email and the total', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ skip: 0, limit: 10, total: 15 });
    expect(res.body.data).toHaveLength(10);
    const times = res.body.data.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.body.data[0]).toMatchObject({ action: 'client.updated', actor: { id: other.user.id, email: other.user.email } });
    const byAdmin = res.body.data.find((e) => e.actor?.id === admin.user.id);
    expect(byAdmin?.actor).toEqual({ id: admin.user.id, name: 'Olivia Bennett', email: admin.user.email });
  });

  it('pages with skip and limit, and caps the limit at 100', async () => {
    const page = await list('?skip=10&limit=10');
    expect(page.body.data).toHaveLength(5);
    expect(page.body.pagination).toEqual({ skip: 10, limit: 10, total: 15 });
    expect((await list('?limit=101')).status).toBe(400);
    expect((await list('?limit=100')).body.data).toHaveLength(15);
  });

  it('filters by actor, entity and action', async () => {
    expect((await list(`?actorId=${other.user.id}`)).body.pagination.total).toBe(3);
    expect((await list('?entity=client')).body.data.every((e) => e.entity === 'client')).toBe(true);
    expect((await list('?action=user.profile_updated')).body.pagination.total).toBe(12);
    expect((await list(`?actorId=${admin.user.id}&entity=client`)).body.pagination.total).toBe(0);
  });

  it('filters by date range, a plain "to" date including its whole day', async () => {
    const first = await list('?limit=100&from=2025-03-02&to=2025-03-04');
    expect(first.body.pagination.total).toBe(3);
    const exact = await list('?limit=100&from=2025-03-02T00:00:00Z&to=2025-03-03T00:00:00Z');
    expect(exact.body.pagination.total).toBe(2);
    expect((await list('?from=yesterday')).status).toBe(400);
  });

  it.each(ROLE_IDS.filter((id) => id !== Role.SuperAdmin).map((id) => [ROLE_NAMES[id], id] as const))(
    'refuses a %s with 403',
    async (_name, roleId) => {
      const { token } = await buildUser(t.ctx, { roleId });
      expect(await list('', token)).toMatchObject({ status: 403, body: { statusCode: 403, code: 'FORBIDDEN' } });
    },
  );

  it('answers 401 without a token', async () => {
    expect((await t.api.get('/api/v1/audit-logs')).status).toBe(401);
  });
});
