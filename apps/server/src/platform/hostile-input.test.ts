/**
 * Hostile text never reaches a handler (issue 17, finding 6): every operation of the API
 * documentation, given NUL bytes, lone UTF-16 surrogates or dates far outside any ledger in
 * each of its path, query and body fields, answers 400, never a 5xx. The operations come from the
 * running app's OpenAPI document, so a new route is walked without anyone listing it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

type Mode = 'nul' | 'surrogate' | 'farDate';
const MODES: readonly Mode[] = ['nul', 'surrogate', 'farDate'];

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  const?: unknown;
}

interface Operation {
  method: string;
  path: string;
  public: boolean;
  parameters: Array<{ in: string; name: string; schema: JsonSchema }>;
  body?: JsonSchema;
}

/**
 * Left out of the walk: these end the caller's session with no text to make hostile (the signing
 * key's rotation takes only `confirm: true`, signing out nothing at all), after which each later
 * request is a 401 that proves nothing. settings.test.ts and sessions.test.ts cover them.
 */
const ENDS_EVERY_SESSION = new Set(['POST /api/v1/settings/rotate-signing-key', 'POST /api/v1/auth/logout']);

const HOSTILE: Record<Exclude<Mode, 'farDate'>, string> = { nul: 'ab\u0000cd', surrogate: 'ab\ud800cd' };
const FAR: Record<string, string> = { date: '9999-12-31', 'date-time': '9999-12-31T23:59:59.000Z' };

/** A value for `schema` in which every free-text field (or, for 'farDate', every date) is hostile and the rest plausible. */
function valueFor(schema: JsonSchema, mode: Mode, resolve: (ref: string) => JsonSchema): unknown {
  if (schema.$ref) return valueFor(resolve(schema.$ref), mode, resolve);
  const options = schema.anyOf ?? schema.oneOf;
  // A schema that refers to itself (a condition group holds groups) ends at its first branch that does not.
  const plain = options?.filter((o) => o.type !== 'null');
  if (options) return valueFor(plain?.find((o) => !o.$ref) ?? plain?.[0] ?? options[0] ?? {}, mode, resolve);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => valueFor(s, mode, resolve)));
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, valueFor(s, mode, resolve)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => valueFor(schema.items ?? {}, mode, resolve));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return stringFor(schema, mode);
    default:
      return mode === 'farDate' ? 'walker' : HOSTILE[mode];
  }
}

function stringFor(schema: JsonSchema, mode: Mode): string {
  const far = schema.format ? FAR[schema.format] : undefined;
  if (mode === 'farDate') {
    if (far) return far;
    if (schema.format === 'uuid') return randomUUID();
    if (schema.format === 'email') return 'walker@example.test';
    if (schema.pattern?.startsWith('^#')) return '#336699';
    return 'walker-text';
  }
  // Formats refuse the hostile text already; a field with one still gets it, to prove that.
  return HOSTILE[mode];
}

describe('hostile text in every operation', () => {
  let t: TestApp;
  let token: string;
  let operations: Operation[];
  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await buildUser(t.ctx));
    const document = t.app.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          { security?: unknown[]; parameters?: Operation['parameters']; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
        >
      >;
    };
    const publicRoutes = new Set(t.app.apiRoutes.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`));
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => !ENDS_EVERY_SESSION.has(`${method.toUpperCase()} ${path}`))
        .map(([method, op]) => ({
          method: method.toUpperCase(),
          path,
          // Outside /api/v1 only the health check is documented, and it is open to all.
          public: !path.startsWith('/api/v1/') || publicRoutes.has(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
          parameters: op.parameters ?? [],
          body: op.requestBody?.content['application/json']?.schema,
        })),
    );
  });
  afterAll(() => t.close());

  const components = () => (t.app.swagger() as { components?: { schemas?: Record<string, JsonSchema> } }).components?.schemas ?? {};
  const resolve = (ref: string): JsonSchema => components()[ref.replace('#/components/schemas/', '')] ?? {};

  function request(op: Operation, mode: Mode, signedOut = op.public) {
    // A lone surrogate has no UTF-8 form, so in a URL it arrives as the bytes a careless encoder writes for it.
    const encode = (text: string) => encodeURIComponent(text.replace(/\ud800/g, '\ufffd')).replace(/%EF%BF%BD/g, '%ED%A0%80');
    const value = (schema: JsonSchema) => encode(String(valueFor(schema, mode, resolve)));
    const url = op.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
      const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? { type: 'string' };
      return value(schema);
    });
    const query = op.parameters
      .filter((p) => p.in === 'query')
      .map((p) => `${encodeURIComponent(p.name)}=${value(p.schema)}`)
      .join('&');
    const body = op.body ? JSON.stringify(valueFor(op.body, mode, resolve)) : undefined;
    const headers: Record<string, string> = signedOut ? {} : { authorization: `Bearer ${token}` };
    if (body) headers['content-type'] = 'application/json';
    const search = query ? `?${query}` : '';
    return fetch(`${t.baseUrl}${url}${search}`, { method: op.method, headers, body }).then(async (res) => ({
      status: res.status,
      text: await res.text(),
    }));
  }

  it('walks every documented operation, the public ones signed out', () => {
    expect(operations.length).toBeGreaterThan(150);
    for (const required of ['POST /api/v1/auth/login', 'GET /api/v1/public/brands/{slug}', 'GET /api/v1/avatars/{key}']) {
      expect(operations.filter((op) => op.public).map((op) => `${op.method} ${op.path}`)).toContain(required);
    }
  });

  it.each(MODES)('answers no operation with a 5xx when its text is %s', { timeout: 240_000 }, async (mode) => {
    const failures: string[] = [];
    const queue = [...operations];
    const worker = async () => {
      for (let op = queue.shift(); op; op = queue.shift()) {
        const { status, text } = await request(op, mode);
        if (status >= 500) failures.push(`${op.method} ${op.path}: ${status} ${text.slice(0, 120)}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(failures).toEqual([]);
    // Nothing the walk did signed the caller out, which would have turned every later request into a 401.
    expect((await t.api.get('/api/v1/me', { token })).status).toBe(200);
  });

  // Finding 9: who may not use a route hears 401 before anything about its body or parameters.
  it('answers 401 to a signed-out caller of every route that is not public, whatever the payload', { timeout: 240_000 }, async () => {
    const wrong: string[] = [];
    const queue = operations.filter((op) => !op.public);
    const worker = async () => {
      for (let op = queue.shift(); op; op = queue.shift()) {
        const { status } = await request(op, 'nul', true);
        if (status !== 401) wrong.push(`${op.method} ${op.path}: ${status}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(wrong).toEqual([]);
    expect((await t.api.patch(`/api/v1/brands/${randomUUID()}`, {})).status).toBe(401);
  });

  it.each(['nul', 'surrogate'] as const)('refuses %s text in a public request body with a 400', async (mode) => {
    const res = await t.api.post('/api/v1/auth/login', { email: `a${HOSTILE[mode]}@example.test`, password: HOSTILE[mode] });
    expect(res.status).toBe(400);
    const slug = await t.api.get(`/api/v1/public/brands/${encodeURIComponent(HOSTILE.nul)}`);
    expect(slug.status).toBe(400);
    const avatar = await t.api.get(`/api/v1/avatars/${encodeURIComponent(HOSTILE.nul)}`);
    expect(avatar.status).toBe(400);
  });
});
