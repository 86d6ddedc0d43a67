/**
 * Mail through the job queue: a mail server that is away when a reset link is asked for gets the
 * message once it is back, and the queue never holds the link readable.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { type TestApp } from '../../test/harness.js';
import { linkIn, startMailCatcher, type MailCatcher, withMailApp } from '../../test/mail-catcher.js';
import { until } from '../../test/until.js';
import { MAIL_QUEUE } from './mail.js';

describe('mail delivery with retries', () => {
  let t: TestApp;
  let catcher: MailCatcher;
  withMailApp((app, mail) => {
    t = app;
    catcher = mail;
  });

  it('delivers a reset link asked for while the mail server was away, once it is back', { timeout: 90_000 }, async () => {
    const port = Number(new URL(catcher.url).port);
    await catcher.close();
    const { user } = await buildUser(t.ctx);
    expect(await t.api.post('/api/v1/auth/forgot-password', { email: user.email })).toMatchObject({
      status: 200,
      body: { data: { sent: true } },
    });

    const failedAttempts = async () =>
      (await t.ctx.metrics.registry.metrics()).includes(`ledgerdesk_background_runs_total{task="${MAIL_QUEUE}",outcome="failed"}`);
    await until(failedAttempts, 30_000);
    expect(await t.ctx.metrics.registry.metrics()).toMatch(new RegExp(`ledgerdesk_queue_depth\\{queue="${MAIL_QUEUE}"\\} \\d+`));
    const { rows } = await t.ctx.db.execute(sql`select data::text as data from pgboss.job where name = ${MAIL_QUEUE}`);
    expect(rows).toHaveLength(1);
    expect(String(rows[0]?.data)).not.toMatch(/reset-password|token=/);

    catcher = await startMailCatcher(port);
    const mail = await catcher.waitFor(user.email, 60_000);
    expect(linkIn(mail, '/reset-password').searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  });
});
