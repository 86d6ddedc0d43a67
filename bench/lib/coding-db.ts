/** What the coding benches share: a business of their own, timed POSTs and queued runs, and the ledger checks after each write. */
import type { CodingJob } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import type { openPostgres } from '@ledgerdesk/server';
import type { ServerProcess } from '@ledgerdesk/server/testing';
import { io } from 'socket.io-client';

export type Db = ReturnType<typeof openPostgres>['db'];

async function scalar(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute(query);
  return Number(Object.values(result.rows[0] ?? {})[0] ?? 0);
}

/** Months of the business where account_month_balances differs from its lines: 0 when the triggers held. */
function summaryMismatches(db: Db, businessId: string): Promise<number> {
  return scalar(
    db,
    sql`select count(*) from (
          select account_id, date_trunc('month', date)::date as month, sum(amount)::bigint as amount
          from journal_lines where business_id = ${businessId} group by 1, 2
        ) l full join (select account_id, month, amount from account_month_balances where business_id = ${businessId}) b
          using (account_id, month)
        where l.amount is distinct from b.amount`,
  );
}

/** Entries of the business whose lines do not sum to zero: 0 when every posting balanced. */
function unbalancedEntries(db: Db, businessId: string): Promise<number> {
  return scalar(
    db,
    sql`select count(*) from (select entry_id from journal_lines where business_id = ${businessId} group by entry_id having sum(amount) <> 0) u`,
  );
}

/** Both checks at once; throws when either fails, so a figure is never printed for a broken ledger. */
export async function assertLedgerHolds(db: Db, businessId: string, after: string): Promise<void> {
  const [mismatches, unbalanced] = await Promise.all([summaryMismatches(db, businessId), unbalancedEntries(db, businessId)]);
  if (mismatches > 0) throw new Error(`after ${after}: the account-month summary differs from the lines in ${mismatches} months`);
  if (unbalanced > 0) throw new Error(`after ${after}: ${unbalanced} journal entries do not balance`);
}

/** A business of the demo seed with no journal and no bank line yet, so each bench's figures stay its own. */
export async function emptyBusiness(db: Db): Promise<string> {
  const result = await db.execute(
    sql`select b.id from businesses b
        where not exists (select 1 from journal_entries e where e.business_id = b.id)
          and not exists (select 1 from bank_transactions t where t.business_id = b.id)
        order by b.name desc limit 1`,
  );
  const id = result.rows[0]?.id;
  if (typeof id !== 'string') throw new Error('the demo seed has no business without journals or bank lines');
  return id;
}

export async function timedPost(server: ServerProcess, headers: Record<string, string>, path: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: unknown; message?: string };
  const ms = Math.round(performance.now() - started);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer.message ?? ''}`);
  return { ms, data: answer.data };
}

/** The job's events on the starter's socket, which is how the screens hear of its end. */
async function jobSocket(server: ServerProcess, headers: Record<string, string>) {
  const token = (headers.authorization ?? '').replace(/^Bearer /, '');
  const socket = io(`${server.url}/file-convert`, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * A queued run (rule apply, recode) timed to its end, not to its 202: started by POST, and ended
 * when its `coding_job` event says done on the starter's socket, as the screens learn it (reading
 * the job every 50 ms cost the server 20 requests a second beside the run). A read every second
 * stands in for an event missed. `answerMs` is how long the POST held the request.
 */
export async function timedJob(server: ServerProcess, headers: Record<string, string>, path: string, body: unknown) {
  const socket = await jobSocket(server, headers);
  try {
    const started = performance.now();
    const ended = new Map<string, number>();
    socket.on('coding_job', (event: CodingJob) => {
      if ((event.state === 'done' || event.state === 'failed') && !ended.has(event.id)) ended.set(event.id, performance.now());
    });
    const queued = await timedPost(server, headers, path, body);
    const { id } = queued.data as CodingJob;
    for (;;) {
      const response = await fetch(`${server.url}/api/v1/coding-jobs/${id}`, { headers });
      const job = ((await response.json()) as { data: CodingJob }).data;
      if (job.state === 'failed') throw new Error(`${path} failed: ${job.error ?? ''}`);
      if (job.state === 'done' && job.run) {
        const end = ended.get(id) ?? performance.now();
        return { ms: Math.round(end - started), answerMs: queued.ms, job: { ...job, run: job.run } };
      }
      // The next event or a second, whichever first; the other is taken back, or each second's wait would leave a listener.
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          socket.off('coding_job', wake);
          resolve();
        }, 1000);
        socket.once('coding_job', wake);
      });
    }
  } finally {
    socket.close();
  }
}
