/**
 * A server process killed with SIGKILL in the middle of an import commit and of a rule apply
 * leaves nothing partial, and the same work succeeds whole once a new process is up (issue 17):
 * the commit when asked again, the apply (a queued job) by the new process on its own.
 * PostgreSQL only, on a cluster of this file's own: the server dies on purpose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownInstallation, SETUP_MS, type OwnInstallation } from '../../../test/own-installation.js';
import { bigCommBankStatement } from '../../../testing/big-statement.js';
import { until } from '../../../test/until.js';

const LINES = 60_000;

describe.runIf(process.env.TEST_DB === 'postgres')('a server killed in the middle of a write', { timeout: 600_000 }, () => {
  let own: OwnInstallation;
  let businessId: string;
  let bankAccountId: string;
  let previewId: string;

  /** SIGKILL as soon as the server's statement matching `pattern` runs in the database. */
  async function killDuring(pattern: string, work: Promise<unknown>) {
    let seen = false;
    for (let tries = 0; tries < 1200 && !seen; tries++) {
      seen = (await own.count(`select count(*) as n from pg_stat_activity where state = 'active' and query ilike $1`, [pattern])) > 0;
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(seen, `a statement like ${pattern} running`).toBe(true);
    const child = own.server.process.process;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await work.catch(() => undefined);
    await exited;
  }

  const coded = () =>
    own.count('select count(*) as n from bank_transactions where bank_account_id = $1 and journal_entry_id is not null', [bankAccountId]);

  beforeAll(async () => {
    own = await ownInstallation('faults_crash');
    businessId =
      (await own.admin.query<{ id: string }>('select id from businesses where lock_date is null order by name limit 1')).rows[0]?.id ?? '';
    const account = await own.server.call('POST', `/api/v1/businesses/${businessId}/bank-accounts`, { name: 'Fault account' });
    bankAccountId = String(account.body.data?.id);
    const form = new FormData();
    form.append('bank', 'commbank');
    form.append('file', new Blob([bigCommBankStatement(LINES)]), 'big.csv');
    const token = await own.server.signIn('superadmin@demo.test');
    const preview = await fetch(`${own.server.process.url}/api/v1/businesses/${businessId}/bank-accounts/${bankAccountId}/imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(preview.status).toBe(201);
    previewId = String(((await preview.json()) as { data: { id: string } }).data.id);
  }, SETUP_MS);

  afterAll(async () => {
    await own?.close();
  }, 60_000);

  it('killed during an import commit, keeps none of its lines; the commit then succeeds whole', async () => {
    await killDuring('%insert into%bank_transactions%', own.server.call('POST', `/api/v1/imports/${previewId}/commit`));
    expect(await own.count('select count(*) as n from bank_transactions where bank_account_id = $1', [bankAccountId])).toBe(0);
    await own.start();
    const committed = await own.server.call('POST', `/api/v1/imports/${previewId}/commit`);
    expect(committed.status, committed.body.message).toBe(200);
    expect(await own.count('select count(*) as n from bank_transactions where bank_account_id = $1', [bankAccountId])).toBe(LINES);
  });

  it('killed during a queued rule apply, posts no entry and records no run; the next process takes the job over and codes every line once', async () => {
    const codes = await own.admin.query<{ code: string }>(
      `select a.code from accounts a join charts c on c.id = a.chart_id where c.business_id = $1 and a.type = 'expense' and a.active order by a.code limit 1`,
      [businessId],
    );
    const rule = await own.server.call('POST', '/api/v1/coding-rules', {
      name: 'EFTPOS purchases',
      mode: 'autopost',
      status: 'active',
      scope: { kind: 'business', businessId, bankAccountIds: [bankAccountId] },
      conditions: { match: 'all', conditions: [{ field: 'description', op: 'startsWith', value: 'EFTPOS PURCHASE' }] },
      actions: {
        splits: [{ accountCode: codes.rows[0]?.code, taxCode: null, share: { kind: 'remainder' }, description: null }],
        payee: null,
        memo: null,
        internalTransfer: false,
        contractorPayment: false,
      },
    });
    expect(rule.status, rule.body.message).toBe(201);
    const entries = () => own.count('select count(*) as n from journal_entries where business_id = $1', [businessId]);
    const runs = () => own.count('select count(*) as n from coding_runs');
    const before = [await entries(), await runs()];
    const started = await own.server.call('POST', '/api/v1/coding-rules/apply-active', { target: { businessId }, confirmed: true });
    expect(started.status, started.body.message).toBe(202);
    await killDuring('%insert into journal_lines%', Promise.resolve());
    expect([await entries(), await runs()]).toEqual(before);
    expect(await coded()).toBe(0);
    // The queued job outlives its node: the next one takes it over once its heartbeat has stopped, and runs it once.
    await own.start();
    await until(async () => (await coded()) === LINES, 180_000);
    const job = await own.server.call('GET', `/api/v1/coding-jobs/${String(started.body.data?.id)}`);
    expect(job.body.data).toMatchObject({ state: 'done', run: { lineCount: LINES } });
    expect(await runs()).toBe((before[1] ?? 0) + 1);
  });
});
