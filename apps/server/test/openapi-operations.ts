/**
 * The operations of the running app's OpenAPI document, for the suites that walk every one of
 * them (hostile text, the fuzzer): a new route is walked without anyone listing it.
 */
import type { TestApp } from './harness.js';

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  const?: unknown;
}

export interface Operation {
  method: string;
  path: string;
  public: boolean;
  parameters: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
  body?: JsonSchema;
}

/**
 * Left out of every walk: these end the caller's session with no text to make hostile (the signing
 * key's rotation takes only `confirm: true`, signing out nothing at all), after which each later
 * request is a 401 that proves nothing. settings.test.ts and sessions.test.ts cover them.
 */
const ENDS_EVERY_SESSION = new Set(['POST /api/v1/settings/rotate-signing-key', 'POST /api/v1/auth/logout']);

type Parameter = Operation['parameters'][number];

type OperationObject = {
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

export function documentedOperations(t: TestApp): Operation[] {
  const document = t.app.swagger() as {
    paths: Record<string, Record<string, OperationObject>>;
    components?: { parameters?: Record<string, Parameter> };
  };
  // A parameter several operations share is a reference to its one description (openapi.ts).
  const shared = document.components?.parameters ?? {};
  const resolve = (p: Parameter | { $ref: string }): Parameter =>
    '$ref' in p ? shared[p.$ref.replace('#/components/parameters/', '')]! : p;
  const publicRoutes = new Set(t.app.apiRoutes.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`));
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => !ENDS_EVERY_SESSION.has(`${method.toUpperCase()} ${path}`))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        // Outside /api/v1 only the health check is documented, and it is open to all.
        public: !path.startsWith('/api/v1/') || publicRoutes.has(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
        parameters: (op.parameters ?? []).map(resolve),
        body: op.requestBody?.content['application/json']?.schema,
      })),
  );
}

/** Resolves `#/components/schemas/X` references of the app's document. */
export function schemaResolver(t: TestApp): (ref: string) => JsonSchema {
  const schemas = (t.app.swagger() as { components?: { schemas?: Record<string, JsonSchema> } }).components?.schemas ?? {};
  return (ref) => schemas[ref.replace('#/components/schemas/', '')] ?? {};
}

/** Runs `work` over `items` with `limit` requests in flight: enough to overlap, few enough for the other test files. */
export async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}
