/**
 * The API document (OpenAPI 3.0, /api/docs/json). Routes give their zod schemas, a summary and a
 * description; what every operation shares is added here once: an operationId from the method and
 * path, the error answers it can give (a shared response a status, each naming its codes of the
 * ErrorCode catalogue, over one `Error` schema whose `code` lists them all), and `security: []` on
 * public routes. Repairs of zod's output (`repair`) keep the document valid under Redocly's
 * recommended rules (redocly.yaml, openapi-lint.test.ts).
 */
import { ERROR_STATUS, type ErrorCode } from '@ledgerdesk/domain';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';

const ERROR_REF = '#/components/schemas/Error';

const codesWithStatus = (status: number): ErrorCode[] =>
  (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => ERROR_STATUS[code] === status);

const errorSchema: OpenAPIV3.SchemaObject = {
  type: 'object',
  required: ['message', 'statusCode', 'code'],
  properties: {
    message: { type: 'string', description: 'In English; the web shows its own words for `code`.' },
    statusCode: { type: 'integer' },
    code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
    details: {
      type: 'object',
      additionalProperties: true,
      description: "The service's own figures (such as how many lines a 409 is about).",
    },
    issues: {
      type: 'array',
      description: 'VALIDATION only: each field that failed, by path.',
      items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};

/** The statuses an operation's own shape implies, each one shared response component. */
const ERROR_RESPONSES = {
  400: { name: 'BadRequest', meaning: 'The request is not valid' },
  401: { name: 'Unauthorized', meaning: 'Not signed in, or the session has ended' },
  403: { name: 'Forbidden', meaning: 'The role may not do this' },
  404: { name: 'NotFound', meaning: 'Not found, or outside the caller’s data scope' },
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

const errorResponses: Record<string, OpenAPIV3.ResponseObject> = Object.fromEntries(
  Object.entries(ERROR_RESPONSES).map(([status, { name, meaning }]) => [
    name,
    {
      description: `${meaning}. Codes: ${codesWithStatus(Number(status)).join(', ')}.`,
      content: { 'application/json': { schema: { $ref: ERROR_REF } } },
    },
  ]),
);

const errorResponse = (status: ErrorStatus) => errorResponses[ERROR_RESPONSES[status].name]!;

const isErrorStatus = (status: string): status is `${ErrorStatus}` => status in ERROR_RESPONSES;

/**
 * Each operation's error answers become references to the shared ones. @fastify/swagger takes a
 * route's answers as schemas and would wrap a `$ref` to a response as a body, so the routes give
 * the answer itself and the whole document swaps it for the reference.
 */
function shareErrorResponses(paths: OpenAPIV3.PathsObject): void {
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item ?? {}) as OpenAPIV3.OperationObject[]) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const schema = 'content' in answer ? answer.content?.['application/json']?.schema : undefined;
        if (isErrorStatus(status) && schema && '$ref' in schema && schema.$ref === ERROR_REF)
          operation.responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[Number(status) as ErrorStatus].name}` };
      }
    }
  }
}

/** A route that declares no success schema sends a file (GET) or nothing at all (204). */
function successWithoutSchema(method: string, schema: FastifySchema & Record<string, unknown>) {
  if (method === 'DELETE') return { 204: { description: 'Done; nothing to answer.' } };
  const types = Array.isArray(schema.produces) ? (schema.produces as string[]) : ['application/octet-stream'];
  const content = Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
  return { 200: { description: 'The file.', content } };
}

/** `GET /api/v1/businesses/:id/imports` → `getBusinessesByIdImports`: stable, and unique because paths are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(\/v1)?\//, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${part.slice(1)}` : part));
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

/** Per route: zod to JSON schema, then the shared parts the route does not give itself. */
export const documentRoute: SwaggerTransform<FastifySchema> = (input) => {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as FastifySchema & Record<string, unknown>;
  if (schema.hide) return result;
  const { route } = input;
  const access = route.config?.access;
  const method = [route.method].flat()[0] ?? 'GET';
  const errors: ErrorStatus[] = [];
  if (schema.params || schema.querystring || schema.body || schema.headers) errors.push(400);
  if (access !== 'public') errors.push(401);
  if (access !== 'public' && access !== 'authenticated') errors.push(403);
  if (schema.params) errors.push(404);
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  if (!Object.keys(response).some((status) => status.startsWith('2'))) Object.assign(response, successWithoutSchema(method, schema));
  for (const status of errors) response[status] ??= errorResponse(status);
  return {
    url: result.url,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(method, route.url),
      ...(access === 'public' ? { security: [] } : {}),
      response,
    },
  };
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** zod's own OpenAPI 3.0 form of `z.null()`: 3.0 has no `null` type, so a nullable type limited to null. */
const nullOnly = (): Json => ({ type: 'string', nullable: true, enum: [null] });

/** The one `$ref` of an `allOf` that holds nothing else: zod's wrapping of a named schema it modifies. */
function soleRef(node: Json): Json | undefined {
  const all = node.allOf;
  return Array.isArray(all) && all.length === 1 && isObject(all[0]) && typeof all[0].$ref === 'string' ? all[0] : undefined;
}

/**
 * zod marks a nullable schema `nullable` with no `type`, which OpenAPI 3.0 ignores (Redocly refuses
 * it): a union whose branches share one type is given it; a named schema (`allOf` of its `$ref`)
 * becomes one of it or null, as `nullable` beside a `$ref` would not allow null.
 */
function repairNullable(node: Json): void {
  if (node.nullable !== true || node.type !== undefined) return;
  const branches = (node.oneOf ?? node.anyOf) as Json[] | undefined;
  if (Array.isArray(branches)) {
    const types = new Set(branches.map((b) => b.type));
    const [only] = types;
    if (types.size === 1 && typeof only === 'string') node.type = only;
    return;
  }
  const ref = soleRef(node);
  if (!ref) return;
  delete node.nullable;
  delete node.allOf;
  node.oneOf = [ref, nullOnly()];
}

/**
 * Repairs one schema in place, then its children: a record keyed by an enum lists its keys as
 * properties; a nullable schema is made valid (above); and an optional named schema, which zod
 * wraps in an `allOf` of its `$ref` alone (Redocly: an `allOf` of one schema), is the `$ref` itself.
 */
export function repair(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(repair);
  if (!isObject(node)) return;
  const required = node.required;
  if (Array.isArray(required) && isObject(node.additionalProperties)) {
    const properties = (node.properties ??= {}) as Json;
    for (const key of required) if (typeof key === 'string') properties[key] ??= node.additionalProperties;
  }
  repairNullable(node);
  const ref = soleRef(node);
  if (ref && Object.keys(node).length === 1) {
    delete node.allOf;
    node.$ref = ref.$ref;
  }
  for (const value of Object.values(node)) repair(value);
}

const SCHEMA_REF = '#/components/schemas/';

/** The names of the schemas `node` refers to, directly or through the schemas it names. */
function schemasReached(node: unknown, schemas: Json, reached = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) schemasReached(item, schemas, reached);
  else if (isObject(node))
    for (const [key, value] of Object.entries(node)) {
      if (key !== '$ref' || typeof value !== 'string') schemasReached(value, schemas, reached);
      else if (value.startsWith(SCHEMA_REF) && !reached.has(value.slice(SCHEMA_REF.length))) {
        const name = value.slice(SCHEMA_REF.length);
        reached.add(name);
        schemasReached(schemas[name], schemas, reached);
      }
    }
  return reached;
}

/**
 * The schemas no operation reaches. A named zod schema becomes two components, as read (`…Input`)
 * and as written, and most are only ever one of them; Redocly warns of a component never used.
 */
function dropUnreached(document: { paths: unknown; components: { schemas: Json; responses: unknown } }): void {
  const { schemas } = document.components;
  const reached = schemasReached([document.paths, document.components.responses], schemas);
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
}

/** JSON with its keys in order, so two equal parameters written in another order read the same. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    isObject(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );

const pascal = (word: unknown) =>
  String(word)
    .split(/[^a-zA-Z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * What sets a variant apart from the most used parameter of its name, for its component's name:
 * `LimitQueryMax500`, `FromQueryRequired`, `IdPathInteger`, `StatusQueryActiveInactive`.
 */
function variantSuffix(variant: OpenAPIV3.ParameterObject, usual: OpenAPIV3.ParameterObject): string {
  const [schema, base] = [variant.schema, usual.schema] as Json[];
  const differs = (key: string) => canonical(schema?.[key]) !== canonical(base?.[key]);
  const parts = [];
  if (variant.required !== usual.required) parts.push(variant.required ? 'Required' : 'Optional');
  if (differs('type')) parts.push(pascal(schema?.type));
  if (differs('enum') && Array.isArray(schema?.enum)) parts.push(schema.enum.map(pascal).join(''));
  for (const bound of ['maximum', 'maxLength'])
    if (differs(bound) && typeof schema?.[bound] === 'number' && Number(schema[bound]) < Number.MAX_SAFE_INTEGER)
      parts.push(`Max${schema[bound]}`);
  if (differs('default') && parts.length === 0) parts.push(`Default${pascal(schema?.default)}`);
  return parts.join('');
}

/**
 * Each parameter that two operations or more take alike (paging's `skip` and `limit`, a period's
 * `from` and `to`, a search's `keyword`, a path's `id`) is described once under
 * `components.parameters` and referred to: one definition to read and to generate a client from.
 */
function shareParameters(paths: OpenAPIV3.PathsObject): Record<string, OpenAPIV3.ParameterObject> {
  const operations = Object.values(paths).flatMap((item) => Object.values(item ?? {}) as OpenAPIV3.OperationObject[]);
  const uses = new Map<string, { parameter: OpenAPIV3.ParameterObject; count: number }>();
  for (const operation of operations)
    for (const parameter of operation.parameters ?? []) {
      if ('$ref' in parameter) continue;
      const key = canonical(parameter);
      const use = uses.get(key) ?? { parameter, count: 0 };
      use.count += 1;
      uses.set(key, use);
    }
  const shared = [...uses.entries()].filter(([, use]) => use.count > 1).sort(([a, x], [b, y]) => y.count - x.count || a.localeCompare(b));
  const names = new Map<string, string>();
  const components: Record<string, OpenAPIV3.ParameterObject> = {};
  for (const [key, { parameter }] of shared) {
    const base = pascal(parameter.name) + pascal(parameter.in);
    const usual = shared.find(([, use]) => pascal(use.parameter.name) + pascal(use.parameter.in) === base)![1].parameter;
    let name = base + (usual === parameter ? '' : variantSuffix(parameter, usual));
    for (let n = 2; name in components; n++) name = `${base}${n}`;
    components[name] = parameter;
    names.set(key, name);
  }
  for (const operation of operations)
    operation.parameters = operation.parameters?.map((parameter) => {
      const name = '$ref' in parameter ? undefined : names.get(canonical(parameter));
      return name ? { $ref: `#/components/parameters/${name}` } : parameter;
    });
  return components;
}

/** The whole document: components of registered zod schemas, the error answers, and the repairs. */
export const documentApi: SwaggerTransformObject = (document) => {
  const openapi = jsonSchemaTransformObject(document) as OpenAPIV3.Document;
  const components = {
    ...openapi.components,
    schemas: { ...openapi.components?.schemas, Error: errorSchema },
    responses: { ...openapi.components?.responses, ...errorResponses },
  };
  const result = { ...openapi, components };
  repair(result.paths);
  shareErrorResponses(result.paths);
  repair(result.components.schemas);
  dropUnreached(result);
  return { ...result, components: { ...result.components, parameters: shareParameters(result.paths) } };
};
