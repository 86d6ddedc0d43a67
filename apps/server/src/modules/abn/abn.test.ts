/**
 * ABN lookup over HTTP, with a local stand-in for the ABR web service answering as the register
 * does: a registered, a cancelled and an unknown ABN, no answer in time, a page that is not its
 * format, an HTTP error and a refused GUID. Each gets its own outcome; only register answers
 * about registered ABNs are kept.
 */
import { Role, ROLE_IDS, type AbnCheckDto } from '@ledgerdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { abnLookups } from './abn.tables.js';
import { ABNS, ABR_GUID, refusedGuidAnswer, startAbrServer, type AbrServer } from './abr-server.fixture.js';

describe('ABN lookup', () => {
  let abr: AbrServer;
  let t: TestApp;
  let admin: BuiltUser;
  let staff: BuiltUser;

  const lookup = async (abn: string, refresh = false) => {
    const query = new URLSearchParams({ abn, ...(refresh ? { refresh: 'true' } : {}) });
    const res = await t.api.get<{ data: AbnCheckDto }>(`/api/v1/abn/lookup?${query.toString()}`, { token: staff.token });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const kept = async (abn: string) => (await t.ctx.db.select().from(abnLookups).where(eq(abnLookups.abn, abn)))[0];
  const asked = (abn: string) => abr.requests.filter((url) => url.searchParams.get('abn') === abn).length;
  const setGuid = async (abrGuid: string) =>
    expect((await t.api.patch('/api/v1/settings', { abrGuid }, { token: admin.token })).status).toBe(200);

  beforeAll(async () => {
    abr = await startAbrServer();
    t = await createTestApp({ ABR_URL: abr.url, ABR_TIMEOUT_MS: '400' });
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
    staff = await buildUser(t.ctx, { roleId: Role.CaseManager });
  });
  afterAll(async () => {
    await t.close();
    await abr.close();
  });

  it('answers the checksum alone, and says lookups are off, while no ABR GUID is configured', async () => {
    expect(await lookup('51-824-753-556')).toEqual({
      abn: ABNS.active,
      formatted: '51 824 753 556',
      valid: true,
      register: expect.objectContaining({ outcome: 'off', entityName: null, checkedAt: null }) as unknown,
    });
    expect(await lookup('51\u00a0824\u00a0753\u00a0557')).toEqual({
      abn: '51824753557',
      formatted: '51 824 753 557',
      valid: false,
      register: null,
    });
    expect(abr.requests).toHaveLength(0);
  });

  it('lets every staff role look up and refuses a client and a stranger', async () => {
    for (const roleId of ROLE_IDS) {
      const user = await buildUser(t.ctx, { roleId });
      const res = await t.api.get(`/api/v1/abn/lookup?abn=${ABNS.active}`, { token: user.token });
      expect([roleId, res.status]).toEqual([roleId, roleId === Role.Client ? 403 : 200]);
    }
    expect((await t.api.get(`/api/v1/abn/lookup?abn=${ABNS.active}`)).status).toBe(401);
  });

  it('offers the register’s names for an active ABN, keeps the answer with its date and reuses it', async () => {
    await setGuid(ABR_GUID);
    const first = await lookup('51 824 753 556');
    expect(first.register).toMatchObject({
      outcome: 'active',
      entityName: 'AUSTRALIAN TAXATION OFFICE',
      businessNames: ['ATO', 'Australian Taxation Office'],
      entityType: 'Commonwealth Government Entity',
      state: 'ACT',
      postcode: '2600',
      gstFrom: '2000-07-01',
      statusFrom: '1999-11-01',
      cached: false,
    });
    expect(abr.requests[0]?.searchParams.get('guid')).toBe(ABR_GUID);
    const row = await kept(ABNS.active);
    expect(row?.checkedAt.toISOString()).toBe(first.register?.checkedAt);

    const second = await lookup(ABNS.active);
    expect(second.register).toMatchObject({ outcome: 'active', cached: true, checkedAt: first.register?.checkedAt });
    expect(asked(ABNS.active)).toBe(1);

    const refreshed = await lookup(ABNS.active, true);
    expect(refreshed.register).toMatchObject({ outcome: 'active', cached: false });
    expect(asked(ABNS.active)).toBe(2);
  });

  it('says a cancelled ABN is cancelled, since when, and keeps that answer', async () => {
    const answer = await lookup(ABNS.cancelled);
    expect(answer.register).toMatchObject({ outcome: 'cancelled', entityName: 'REDGUM JOINERY PTY LTD', statusFrom: '2015-06-30' });
    expect((await kept(ABNS.cancelled))?.status).toBe('cancelled');
  });

  it('says the register does not know an ABN with a valid checksum, and keeps nothing', async () => {
    expect((await lookup(ABNS.unknown)).register).toMatchObject({ outcome: 'unknown', entityName: null });
    expect(await kept(ABNS.unknown)).toBeUndefined();
  });

  it('tells a timeout, an HTTP error and an unreadable answer apart, and keeps none of them', async () => {
    const started = Date.now();
    expect((await lookup(ABNS.timeout)).register?.outcome).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await lookup(ABNS.httpError)).register?.outcome).toBe('unavailable');
    expect((await lookup(ABNS.malformed)).register?.outcome).toBe('unreadable');
    for (const abn of [ABNS.timeout, ABNS.httpError, ABNS.malformed]) expect(await kept(abn)).toBeUndefined();
  });

  it('leaves a kept answer as it was when the register fails to answer a refresh', async () => {
    const before = await kept(ABNS.cancelled);
    abr.answer(ABNS.cancelled, 'callback({"Abn": "14007145637", "AbnStatus": "Gone fishing"})');
    expect((await lookup(ABNS.cancelled, true)).register?.outcome).toBe('unreadable');
    abr.answer(ABNS.cancelled, 'callback({"Abn": "99999999999", "AbnStatus": "Active", "EntityName": "SOMEONE ELSE"})');
    expect((await lookup(ABNS.cancelled, true)).register?.outcome).toBe('unreadable');
    expect(await kept(ABNS.cancelled)).toEqual(before);
  });

  it('forgets a kept answer once the register says the ABN is unknown', async () => {
    abr.answer(ABNS.cancelled, '{"Abn":"","AbnStatus":"","Message":"No records found"}');
    expect((await lookup(ABNS.cancelled, true)).register?.outcome).toBe('unknown');
    expect(await kept(ABNS.cancelled)).toBeUndefined();
  });

  it('says the register refused the GUID, and turns lookups off when the GUID is removed', async () => {
    abr.answer(ABNS.active, refusedGuidAnswer);
    expect((await lookup(ABNS.active, true)).register?.outcome).toBe('refused');
    expect((await kept(ABNS.active))?.entityName).toBe('AUSTRALIAN TAXATION OFFICE');
    await setGuid('');
    expect((await lookup(ABNS.active)).register?.outcome).toBe('off');
  });
});
