/** Find and recode, the reads: the matching posted lines with totals, and the preview of a recode's report impact. */
import type { RecodePreview, RecodeRequest, RecodeSearchAnswer, RecodeSearchRequest } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { selectRows, type DbNumber } from '../ledger/index.js';
import { resolveChange } from './recode.change.js';
import { recodeImpact } from './recode.preview.js';
import { LOCKED, lineTotals, linePage, matchedRows, matchingLines, targetBusinesses, timedRead } from './recode.repo.js';

const LOCKED_LISTED = 100;

const empty = { count: 0, amount: 0, gst: 0, locked: { count: 0, amount: 0 }, byAccount: [] };

export async function searchPostedLines(ctx: AppContext, actor: AuthUser, request: RecodeSearchRequest): Promise<RecodeSearchAnswer> {
  return timedRead(ctx.db, async (db) => {
    const list = await targetBusinesses(db, actor, request.target);
    const pagination = { skip: request.skip, limit: request.limit, total: 0 };
    if (list.length === 0) return { data: [], pagination, totals: empty };
    const from = matchingLines(
      list.map((b) => b.id),
      request,
    );
    const totals = await lineTotals(db, from, request.locked);
    const data = await linePage(db, from, request.locked, request.skip, request.limit);
    return { data, pagination: { ...pagination, total: totals.count }, totals };
  });
}

export async function previewRecode(ctx: AppContext, actor: AuthUser, request: RecodeRequest): Promise<RecodePreview> {
  return timedRead(ctx.db, async (db) => {
    const list = await targetBusinesses(db, actor, request.target);
    if (list.length === 0) return { lines: { count: 0, amount: 0 }, businesses: [], locked: { count: 0, lines: [] } };
    const from = matchingLines(
      list.map((b) => b.id),
      request,
    );
    const change = await resolveChange(db, list, request.change, matchedRows(from));
    const impact = await recodeImpact(db, list, change, matchedRows(from));
    const [locked] = await selectRows<{ n: DbNumber }>(db, sql`select count(*) as n ${from} and ${LOCKED}`);
    return { ...impact, locked: { count: Number(locked?.n ?? 0), lines: await linePage(db, from, true, 0, LOCKED_LISTED) } };
  });
}

/** What the request checks before queuing a recode: the change fits every business of the target (400 otherwise). */
export async function checkRecode(ctx: AppContext, actor: AuthUser, request: RecodeRequest): Promise<void> {
  await timedRead(ctx.db, async (db) => {
    const list = await targetBusinesses(db, actor, request.target);
    if (list.length === 0) return;
    const from = matchingLines(
      list.map((b) => b.id),
      request,
    );
    await resolveChange(db, list, request.change, matchedRows(from));
  });
}
