/** The client list: keyword, filters, sort, paging and totals, and the CSV export of the same rows. */
import { Role } from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBrand,
  buildBusiness,
  buildClient,
  buildRegion,
  buildTag,
  buildUser,
  tagClient,
  type BuiltUser,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import type { ClientDto } from './clients.schema.js';

interface ListAnswer {
  data: ClientDto[];
  pagination: { skip: number; limit: number; total: number };
}

describe('client list', () => {
  let t: TestApp;
  let admin: BuiltUser;
  let supervisor: BuiltUser;
  const ids: Record<string, string> = {};
  let regionOne: string, regionTwo: string, brandOne: string, brandTwo: string, vipTag: string, slowTag: string;

  const list = async (query: string) => {
    const res = await t.api.get<ListAnswer>(`/api/v1/clients?${query}`, { token: admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const names = (answer: ListAnswer) => answer.data.map((c) => c.name);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
    const r1 = await buildRegion(t.ctx, { name: 'NSW' });
    const r2 = await buildRegion(t.ctx, { name: 'VIC' });
    const b1 = await buildBrand(t.ctx, { name: 'Harbour Books' });
    const b2 = await buildBrand(t.ctx, { name: 'Bay Ledger' });
    [regionOne, regionTwo, brandOne, brandTwo] = [r1.id, r2.id, b1.id, b2.id];
    supervisor = await buildUser(t.ctx, { roleId: Role.Supervisor, regionId: r1.id, firstName: 'Lê', lastName: 'Quang Huy' });
    vipTag = (await buildTag(t.ctx, { name: 'VIP', color: 'red' })).id;
    slowTag = (await buildTag(t.ctx, { name: 'Slow payer', color: 'orange' })).id;

    // Twelve clients, "Client 01" … "Client 12", created in order, spread over regions, brands and
    // states: 1, 4, 7, 10 inactive; 2, 5, 8, 11 archived; the rest active.
    const statuses = ['active', 'inactive', 'archived'] as const;
    for (let i = 1; i <= 12; i++) {
      const name = `Client ${String(i).padStart(2, '0')}`;
      const row = await buildClient(t.ctx, {
        name,
        code: `CL-${String(100 + i).padStart(6, '0')}`,
        email: `owner${i}@client${i}.example`,
        regionId: i % 2 ? r1.id : r2.id,
        brandId: i <= 6 ? b1.id : b2.id,
        status: statuses[i % 3],
        supervisorId: i <= 3 ? supervisor.user.id : null,
        createdAt: new Date(Date.UTC(2025, 0, i)),
      });
      ids[name] = row.id;
    }
    const bakery = await buildClient(t.ctx, {
      name: 'Nguyễn Bakery',
      code: 'CL-000777',
      email: 'hello@sweetbuns.example',
      abn: '51824753556',
      regionId: r2.id,
      brandId: b2.id,
      createdAt: new Date(Date.UTC(2025, 1, 1)),
    });
    ids.bakery = bakery.id;
    await tagClient(t.ctx, bakery.id, vipTag, slowTag);
    await tagClient(t.ctx, ids['Client 01'] ?? '', vipTag);
    await buildBusiness(t.ctx, { clientId: bakery.id });
    await buildBusiness(t.ctx, { clientId: bakery.id });
  });
  afterAll(() => t.close());

  it('pages with skip and limit (default 10), and counts every match', async () => {
    const first = await list('');
    expect(first.pagination).toEqual({ skip: 0, limit: 10, total: 13 });
    expect(first.data).toHaveLength(10);
    const second = await list('skip=10&limit=10');
    expect(second.pagination).toEqual({ skip: 10, limit: 10, total: 13 });
    expect(second.data).toHaveLength(3);
    const seen = [...first.data, ...second.data].map((c) => c.id);
    expect(new Set(seen).size).toBe(13);
    const beyond = await list('skip=40&limit=5');
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination.total).toBe(13);
  });

  it('refuses a page size above 100 and unknown sorts (400)', async () => {
    expect((await t.api.get('/api/v1/clients?limit=101', { token: admin.token })).status).toBe(400);
    expect((await t.api.get('/api/v1/clients?sort=email', { token: admin.token })).status).toBe(400);
    expect((await t.api.get('/api/v1/clients?status=deleted', { token: admin.token })).status).toBe(400);
  });

  it('sorts by name both ways across statuses, by code, by creation and by status', async () => {
    const all = Object.keys(ids)
      .filter((n) => n.startsWith('Client'))
      .sort();
    const byName = names(await list('sort=name&limit=100&keyword=client'));
    expect(byName).toEqual(all);
    expect(names(await list('sort=-name&limit=100&keyword=client'))).toEqual([...all].reverse());
    // Pages of a name sort join up into the full order.
    const pages = [0, 5, 10].map((skip) => list(`sort=name&keyword=client&skip=${skip}&limit=5`));
    expect((await Promise.all(pages)).flatMap(names)).toEqual(all);

    const codes = (await list('sort=code&limit=100')).data.map((c) => c.code);
    expect(codes).toEqual([...codes].sort());
    expect((await list('sort=-code&limit=1')).data[0]?.code).toBe('CL-000777');
    expect((await list('sort=-createdAt&limit=1')).data[0]?.name).toBe('Nguyễn Bakery');
    expect((await list('sort=createdAt&limit=2')).data.map((c) => c.name)).toEqual(['Client 01', 'Client 02']);
    const byStatus = (await list('sort=status&limit=100')).data.map((c) => c.status);
    expect(byStatus).toEqual([...byStatus].sort());
  });

  it('finds a keyword in the name, code, email or ABN, whatever the case', async () => {
    for (const keyword of ['bAkErY', '000777', 'SWEETBUNS', '824753', '51 824 753 556', 'nguyễn']) {
      const answer = await list(`keyword=${encodeURIComponent(keyword)}`);
      expect(names(answer), keyword).toEqual(['Nguyễn Bakery']);
      expect(answer.pagination.total).toBe(1);
    }
    expect((await list('keyword=client%2012')).data.map((c) => c.name)).toEqual(['Client 12']);
    // LIKE wildcards typed by a user are plain characters.
    expect((await list('keyword=%25')).pagination.total).toBe(0);
    expect((await list('keyword=_')).pagination.total).toBe(0);
  });

  it('filters by status, brand, region, supervisor and tag, alone and together', async () => {
    const expectNames = async (query: string, expected: string[]) => {
      const answer = await list(`${query}&limit=100`);
      expect(names(answer).sort(), query).toEqual(expected.sort());
      expect(answer.pagination.total, query).toBe(expected.length);
    };
    await expectNames('status=archived', ['Client 02', 'Client 05', 'Client 08', 'Client 11']);
    await expectNames(`brandId=${brandOne}&status=active`, ['Client 03', 'Client 06']);
    await expectNames(`regionId=${regionOne}&brandId=${brandTwo}`, ['Client 07', 'Client 09', 'Client 11']);
    await expectNames(`supervisorId=${supervisor.user.id}`, ['Client 01', 'Client 02', 'Client 03']);
    await expectNames(`tagId=${vipTag}`, ['Client 01', 'Nguyễn Bakery']);
    await expectNames(`tagId=${slowTag}&regionId=${regionTwo}`, ['Nguyễn Bakery']);
    await expectNames(`tagId=${slowTag}&regionId=${regionOne}`, []);
  });

  it('answers each client with its names, tags and business count', async () => {
    const [bakery] = (await list('keyword=bakery')).data;
    expect(bakery).toMatchObject({
      code: 'CL-000777',
      abn: '51824753556',
      status: 'active',
      brandId: brandTwo,
      brandName: 'Bay Ledger',
      regionId: regionTwo,
      regionName: 'VIC',
      supervisorId: null,
      supervisorName: null,
      businessCount: 2,
      createdAt: '2025-02-01T00:00:00.000Z',
    });
    expect(bakery?.tags).toEqual([
      { id: slowTag, name: 'Slow payer', color: 'orange' },
      { id: vipTag, name: 'VIP', color: 'red' },
    ]);
    const [first] = (await list('keyword=client%2001')).data;
    expect(first).toMatchObject({ supervisorId: supervisor.user.id, supervisorName: 'Lê Quang Huy', businessCount: 0 });
  });

  describe('CSV export', () => {
    it('sends the filtered rows as an attachment, escaping commas, quotes and formulas', async () => {
      await buildClient(t.ctx, {
        name: 'Smith, "Jones" & Co',
        code: 'CL-000900',
        regionId: regionOne,
        brandId: brandOne,
        phone: '+61 2 9000 0000',
      });
      await buildClient(t.ctx, { name: '=HYPERLINK("http://evil.example")', code: 'CL-000901', regionId: regionOne, brandId: brandOne });
      const res = await t.api.get<string>(`/api/v1/clients/export.csv?regionId=${regionOne}&keyword=cl-0009&sort=code`, {
        token: admin.token,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('Code,Name,Email,Phone,Address,ABN,Status,Brand,Region,Supervisor,Tags,Businesses,Created');
      // Created as the screens show a date with a time (ADR 0012), not an ISO timestamp.
      expect(lines[1]).toMatch(
        /^CL-000900,"Smith, ""Jones"" & Co",[^,]*,\+61 2 9000 0000,,,Active,Harbour Books,NSW,,,0,"\d{2}:\d{2}, \d{2}\/\d{2}\/\d{4}"$/,
      );
      expect(lines[2]).toMatch(/^CL-000901,"'=HYPERLINK\(""http:\/\/evil\.example""\)",/);
      expect(lines.slice(3)).toEqual(['']);
    });

    it('shows status labels, formatted ABNs and tags', async () => {
      const res = await t.api.get<string>('/api/v1/clients/export.csv?keyword=bakery', { token: admin.token });
      const [, row] = res.body.split('\r\n');
      expect(row).toContain(',51 824 753 556,Active,Bay Ledger,VIC,,Slow payer; VIP,2,');
      const archived = await t.api.get<string>('/api/v1/clients/export.csv?status=archived', { token: admin.token });
      expect(archived.body.split('\r\n').filter((l) => l.includes(',Archive,'))).toHaveLength(4);
    });
  });
});
