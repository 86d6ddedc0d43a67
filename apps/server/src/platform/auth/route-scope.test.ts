/**
 * The scope half of the permission matrix (issue 17, "make it hard to regress"): every documented
 * operation that names a record, by path, query or body, tried by the seven roles with the ids of
 * records inside their scope and outside it (test/scope-sides.ts). Outside, an id must answer
 * exactly as an id of nothing does (same status, same error code: no 2xx, no 409 or 422 that
 * tells the record is there) and change nothing; inside, every read the role's permission
 * allows answers 2xx. The operations come from the running app's OpenAPI document, so a new
 * route is tried without anyone listing it, and a path parameter nobody mapped fails the suite.
 */
import { randomUUID } from 'node:crypto';
import { can, Role, ROLE_IDS, ROLE_NAMES, type RoleId } from '@ledgerdesk/domain';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { arbitraryFor } from '../../../test/openapi-arbitraries.js';
import { documentedOperations, inParallel, schemaResolver, type JsonSchema, type Operation } from '../../../test/openapi-operations.js';
import { buildScopeSides, type RecordKind, type Side } from '../../../test/scope-sides.js';
import type { ApiRoute } from './guard.js';

/** A path parameter, by the collection before it, and the kind of record it names. */
const PATH_KINDS: Readonly<Record<string, RecordKind>> = {
  'businesses/{id}': 'business',
  'clients/{id}': 'client',
  'accounts/{accountId}': 'account',
  'bank-accounts/{bankAccountId}': 'bankAccount',
  'transactions/{id}': 'transaction',
  'contractor-payments/{transactionId}': 'transaction',
  'journals/{entryId}': 'journal',
  'contractors/{contractorId}': 'contractor',
  'csv-mappings/{mappingId}': 'csvMapping',
  'imports/{id}': 'import',
  'channels/{id}': 'channel',
  'messages/{id}': 'message',
  'notifications/{id}': 'notification',
  'folders/{id}': 'folder',
  'files/{id}': 'file',
  'attachments/{attachmentId}': 'attachment',
  'upload-requests/{id}': 'uploadRequest',
  'report-locks/{id}': 'reportLock',
  'driven-reports/{id}': 'drivenReport',
  'coding-rules/{id}': 'codingRule',
  'coding-jobs/{id}': 'codingJob',
  'coding-runs/{id}': 'codingRun',
  'runs/{id}': 'codingRun',
  'export-jobs/{id}': 'exportJob',
  'case-managers/{userId}': 'staff',
  'users/{id}': 'staff',
  'sessions/{id}': 'session',
  'reconciliations/{reconciliationId}': 'reconciliation',
};

/** Where the collection alone does not say it: a supervisor's team names a supervisor, a rule drafted from a line needs it coded. */
const OPERATION_KINDS: Readonly<Record<string, RecordKind>> = {
  '/api/v1/users/{id}/case-managers': 'supervisor',
  '/api/v1/transactions/{id}/rule-draft': 'codedTransaction',
};

/**
 * Records only the user they are for reads at all, whatever their scope: a notification (side A's
 * Case Manager's), and a job (its starter's, the Super Admin).
 */
const OWNERS: Partial<Record<RecordKind, RoleId>> = {
  notification: Role.CaseManager,
  exportJob: Role.SuperAdmin,
  codingJob: Role.SuperAdmin,
};

/**
 * Query values a read needs to be valid (a period, a reconciliation's date), in place of drawn
 * ones: a drawn date can be one the server rightly refuses (9999-12-31), and which one is drawn
 * moves with the operations' order whenever a route is added.
 */
const QUERY_VALUES: Readonly<Record<string, string>> = { from: '2023-07-01', to: '2024-06-30', date: '2024-06-30' };

/**
 * Path parameters that name no record of a business or client: the practice's own catalogue
 * and chart templates (one for all, guarded by permission alone; null: an id of nothing), a report's type, and what the public routes
 * reach by slug, storage key or a link's token instead of by scope.
 */
const UNSCOPED_PARAMS: Readonly<Record<string, string | null>> = {
  'charts/{id}': null,
  'brands/{id}': 'brand',
  'regions/{id}': 'region',
  'roles/{id}': 'role',
  'services/{id}': 'service',
  'tags/{id}': 'tag',
  'reports/{type}': 'profit-and-loss',
  'avatars/{key}': 'none.png',
  'brands/{slug}': 'none',
};

/** Query and body fields that name a record. */
const FIELD_KINDS: Readonly<Record<string, RecordKind>> = {
  businessId: 'business',
  clientId: 'client',
  ownerId: 'business',
  accountId: 'account',
  bankAccountId: 'bankAccount',
  transactionId: 'transaction',
  contractorId: 'contractor',
  channelId: 'channel',
  fileId: 'file',
  folderId: 'folder',
  ruleId: 'codingRule',
  runId: 'codingRun',
  userId: 'staff',
};

const SEED = 20261128;
type Ids = (kind: RecordKind) => string;

const paramKey = (path: string, name: string): string => {
  const segments = path.split('/');
  const at = segments.indexOf(`{${name}}`);
  return `${segments[at - 1]}/{${name}}`;
};

/** `value` with `ids` in every field that names a record. */
function withIds(value: unknown, ids: Ids): unknown {
  if (Array.isArray(value)) return value.map((v) => withIds(v, ids));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const kind = FIELD_KINDS[key];
    out[key] = kind && typeof v === 'string' ? ids(kind) : withIds(v, ids);
  }
  if ('ownerType' in out) out.ownerType = 'business';
  return out;
}

interface Request {
  method: string;
  url: string;
  body: unknown;
  /** The kinds of record it names. */
  kinds: Set<RecordKind>;
}

/** The operation's request with `ids` in it; `drawn` is the same for every side, so only the ids differ. */
function requestFor(op: Operation, drawn: { query: Record<string, unknown>; body: unknown }, sideIds: Ids): Request {
  const kinds = new Set<RecordKind>();
  const ids: Ids = (kind) => {
    kinds.add(kind);
    return sideIds(kind);
  };
  const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const key = paramKey(op.path, name);
    const kind = OPERATION_KINDS[op.path] ?? PATH_KINDS[key];
    return kind ? ids(kind) : (UNSCOPED_PARAMS[key] ?? randomUUID());
  });
  const query = withIds(drawn.query, ids);
  const body = withIds(drawn.body, ids);
  const search = new URLSearchParams(Object.entries(query as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)]));
  return { method: op.method, url: `${url}${search.size > 0 ? `?${search.toString()}` : ''}`, body, kinds };
}

/** One drawn query (the required parameters and those naming records) and body per operation, seeded. */
function draw(op: Operation, resolve: (ref: string) => JsonSchema, index: number) {
  const queryParams = op.parameters.filter((p) => p.in === 'query' && (p.required || FIELD_KINDS[p.name] || p.name === 'ownerType'));
  const arbitrary = fc.record({
    query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, arbitraryFor(p.schema, resolve)]))),
    body: op.body ? arbitraryFor(op.body, resolve) : fc.constant(undefined),
  });
  const [sample = { query: {}, body: undefined }] = fc.sample(arbitrary, { seed: SEED + index, numRuns: 1 });
  for (const name of Object.keys(sample.query)) if (QUERY_VALUES[name]) sample.query[name] = QUERY_VALUES[name];
  return sample;
}

const sideIds =
  (side: Side): Ids =>
  (kind) =>
    side.ids[kind];

/** An id of nothing for every kind, new for each request. */
const ghostIds = (): Ids => {
  const made = new Map<RecordKind, string>();
  return (kind) => made.get(kind) ?? made.set(kind, kind === 'message' ? '2147483000' : randomUUID()).get(kind) ?? '';
};

/** Every row of the practice's tables, as one digest per table (sessions aside: each request marks its session used). */
async function digest(t: TestApp): Promise<Record<string, string>> {
  const tables = (
    await t.ctx.db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'user_sessions' order by 1`)
  ).rows as Array<{ tablename: string }>;
  const out: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = (
      await t.ctx.db.execute(
        sql`select count(*)::int as n, md5(string_agg(md5(x::text), ',' order by md5(x::text))) as md5 from ${sql.identifier(tablename)} x`,
      )
    ).rows as Array<{ n: number; md5: string | null }>;
    out[tablename] = `${row?.n}:${row?.md5 ?? ''}`;
  }
  return out;
}

describe('data scope of every operation that names a record', () => {
  let t: TestApp;
  let inside: Side;
  let outside: Side;
  let operations: Array<{ op: Operation; access: ApiRoute['access']; drawn: ReturnType<typeof draw> }>;

  beforeAll(async () => {
    t = await createTestApp();
    ({ inside, outside } = await buildScopeSides(t));
    const resolve = schemaResolver(t);
    const accessOf = new Map(t.app.apiRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
    operations = documentedOperations(t)
      .filter((op) => !op.public)
      .map((op, index) => ({
        op,
        access: accessOf.get(`${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`) ?? 'authenticated',
        drawn: draw(op, resolve, index),
      }))
      .filter(({ op, drawn }) => requestFor(op, drawn, sideIds(inside)).kinds.size > 0);
  }, 240_000);
  afterAll(() => t?.close());

  const send = async (token: string, { method, url, body }: Request) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${t.baseUrl}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    const code = (res.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as { code?: string }).code : undefined;
    return { status: res.status, code };
  };

  it('maps every path parameter of the API to a kind of record, or says why it names none', () => {
    const unmapped = documentedOperations(t).flatMap((op) =>
      [...op.path.matchAll(/\{(\w+)\}/g)]
        .map((match) => paramKey(op.path, match[1] ?? ''))
        .filter((key) => !PATH_KINDS[key] && !(key in UNSCOPED_PARAMS) && !op.path.startsWith('/api/v1/public/'))
        .map((key) => `${op.method} ${op.path}: ${key}`),
    );
    expect(unmapped).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
  });

  it('answers an id outside the caller’s scope as it answers an id of nothing, and changes nothing', { timeout: 600_000 }, async () => {
    const before = await digest(t);
    const scoped = ROLE_IDS.filter((r) => r !== Role.SuperAdmin);
    const cases = operations.flatMap((o) => scoped.map((roleId) => ({ ...o, roleId })));
    const leaks: string[] = [];
    await inParallel(cases, 6, async ({ op, drawn, roleId }) => {
      const token = inside.users[roleId]?.token ?? '';
      const out = await send(token, requestFor(op, drawn, sideIds(outside)));
      const none = await send(token, requestFor(op, drawn, ghostIds()));
      if (out.status !== none.status || out.code !== none.code || out.status >= 500)
        leaks.push(
          `${op.method} ${op.path} as ${ROLE_NAMES[roleId]}: ${out.status} ${out.code ?? ''}, nothing answers ${none.status} ${none.code ?? ''}`,
        );
    });
    expect(leaks).toEqual([]);
    expect(await digest(t)).toEqual(before);
    expect(cases.length).toBe(operations.length * 6);
  });

  it('lets each role read what is inside its scope, and a Super Admin what is inside either', { timeout: 300_000 }, async () => {
    const reads = operations.filter(({ op }) => op.method === 'GET');
    const cases = [
      ...reads.flatMap((o) =>
        ROLE_IDS.filter((r) => o.access === 'authenticated' || (o.access !== 'public' && can(r, o.access))).map((roleId) => ({
          ...o,
          roleId,
          side: inside,
        })),
      ),
      ...reads.map((o) => ({ ...o, roleId: Role.SuperAdmin, side: outside })),
    ];
    const refused: string[] = [];
    await inParallel(cases, 6, async ({ op, drawn, roleId, side }) => {
      const request = requestFor(op, drawn, sideIds(side));
      // Side B's notification is its Case Manager's, who is none of the callers.
      const owners = [...request.kinds].flatMap((k) => (OWNERS[k] ? [k === 'notification' && side === outside ? null : OWNERS[k]] : []));
      const { status, code } = await send(inside.users[roleId]?.token ?? '', request);
      const right = owners.every((o) => o === roleId) ? status < 300 : status === 404;
      if (!right)
        refused.push(`${op.method} ${op.path} as ${ROLE_NAMES[roleId]}${side === outside ? ' (side B)' : ''}: ${status} ${code ?? ''}`);
    });
    expect(refused).toEqual([]);
  });
});
