/**
 * A property-based fuzzer over every documented operation (issue 17, "make it hard to regress"):
 * fast-check draws path, query and body values from each operation's own OpenAPI schemas, and
 * now and then breaks them (a wrong type, an extreme number, a huge or strange string, a field
 * left out), and sends them as a Super Admin (the public operations signed out). Whatever is
 * drawn, the server answers it: never a 5xx. The seed is fixed, so a failure replays.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { anyJson, arbitraryFor } from '../../test/openapi-arbitraries.js';
import { documentedOperations, inParallel, schemaResolver, type JsonSchema, type Operation } from '../../test/openapi-operations.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 12);
const oddStrings = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  'null',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  '%00',
  '\u202e',
  'ﾟ',
  '💸',
  'x'.repeat(5000),
);
const oddNumbers = fc.constantFrom(0, -1, 0.5, -0.000001, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308);

/** Mostly what the schema says, sometimes a mistake a client makes. */
const sloppy = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 1, arbitrary: oddStrings },
    { weight: 1, arbitrary: oddNumbers },
    { weight: 1, arbitrary: anyJson },
  );

interface Drawn {
  path: string;
  query: string;
  body: unknown;
}

function requestArbitrary(op: Operation, resolve: (ref: string) => JsonSchema): fc.Arbitrary<Drawn> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const text = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
  return fc.record({
    path: fc
      .tuple(
        ...pathParams.map((p) => fc.oneof({ weight: 5, arbitrary: arbitraryFor(p.schema, resolve) }, { weight: 1, arbitrary: oddStrings })),
      )
      .map((values) => {
        let i = 0;
        return op.path.replace(/\{\w+\}/g, () => text(values[i++]) || '%20');
      }),
    query: fc
      .tuple(...queryParams.map((p) => fc.option(sloppy(arbitraryFor(p.schema, resolve)), { nil: undefined })))
      .map((values) =>
        queryParams.flatMap((p, i) => (values[i] === undefined ? [] : [`${encodeURIComponent(p.name)}=${text(values[i])}`])).join('&'),
      ),
    body: op.body ? sloppy(arbitraryFor(op.body, resolve)) : fc.constant(undefined),
  });
}

describe('fuzzing every operation from its OpenAPI schemas', () => {
  let t: TestApp;
  let operations: Operation[];
  let resolve: (ref: string) => JsonSchema;
  beforeAll(async () => {
    t = await createTestApp();
    operations = documentedOperations(t);
    resolve = schemaResolver(t);
  });
  afterAll(() => t.close());

  it(`answers ${RUNS_PER_OPERATION} drawn requests to each operation without a 5xx`, { timeout: 480_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    await inParallel(operations, 6, async (op) => {
      // A Super Admin of its own per operation: a drawn request may sign its caller out or change their password.
      const { token } = await buildUser(t.ctx);
      const property = fc.asyncProperty(requestArbitrary(op, resolve), async ({ path, query, body }) => {
        const headers: Record<string, string> = op.public ? {} : { authorization: `Bearer ${token}` };
        if (body !== undefined) headers['content-type'] = 'application/json';
        const res = await fetch(`${t.baseUrl}${path}${query ? `?${query}` : ''}`, {
          method: op.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        sent += 1;
        const answer = await res.text();
        if (res.status >= 500) throw new Error(`${res.status} ${answer.slice(0, 160)}`);
      });
      const details = await fc.check(property, { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true });
      if (details.failed)
        failures.push(
          `${op.method} ${op.path}: ${String(details.errorInstance)} with ${JSON.stringify(details.counterexample)?.slice(0, 300)}`,
        );
    });
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(operations.length * RUNS_PER_OPERATION * 0.9);
  });
});
