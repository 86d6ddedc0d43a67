/**
 * The repairs of zod's output on schemas that name a registered one: what zod gives for an
 * optional and a nullable named schema, and what the document says instead, which Redocly accepts.
 */
import path from 'node:path';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { repair } from './openapi.js';

const PERIOD = { $ref: '#/components/schemas/Period' };

/** The answer schema zod writes for `shape`, with `Period` named in a registry of its own. */
function answerSchema(shape: (period: z.ZodObject) => z.ZodRawShape) {
  const registry = z.registry<{ id: string }>();
  const period = z.object({ from: z.string(), to: z.string() }).register(registry, { id: 'Period' });
  const transform = createJsonSchemaTransform({ schemaRegistry: registry });
  const input = { schema: { response: { 200: z.object(shape(period)) } }, url: '/x', route: {}, openapiObject: { openapi: '3.0.3' } };
  const { schema } = transform(input as unknown as Parameters<typeof transform>[0]) as { schema: { response: { 200: object } } };
  return schema.response[200] as { properties: Record<string, object> };
}

/** Redocly's problems with a one-operation document answering `answer`, under the repo's ruleset. */
async function lintProblems(answer: object): Promise<string[]> {
  const config = await loadConfig({ configPath: path.resolve(import.meta.dirname, '../../../../redocly.yaml') });
  const json = (schema: object) => ({ 'application/json': { schema } });
  const document = {
    openapi: '3.0.3',
    info: { title: 'Repair', version: '1', license: { name: 'Proprietary', url: 'https://ledgerdesk.example/terms' } },
    servers: [{ url: '/' }],
    paths: {
      '/x': {
        get: {
          operationId: 'getX',
          summary: 'Get x',
          security: [],
          responses: { 200: { description: 'x', content: json(answer) }, 400: { description: 'no', content: json({ type: 'object' }) } },
        },
      },
    },
    components: { schemas: { Period: { type: 'object', required: ['from'], properties: { from: { type: 'string' } } } } },
  };
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
  return problems.map((p) => `${p.ruleId}: ${p.message}`);
}

describe('repair', () => {
  it('refers to an optional named schema by its $ref alone', async () => {
    const answer = answerSchema((period) => ({ period: period.optional() }));
    expect(answer.properties.period).toEqual({ allOf: [PERIOD] });
    expect(await lintProblems(answer)).toEqual([expect.stringContaining('allOf')]);

    repair(answer);
    expect(answer.properties.period).toEqual(PERIOD);
    expect(await lintProblems(answer)).toEqual([]);
  });

  it('makes a nullable named schema one of it or null, as OpenAPI 3.0 says null', async () => {
    const answer = answerSchema((period) => ({ period: period.nullable(), since: period.nullable().optional() }));
    expect(answer.properties.period).toEqual({ nullable: true, allOf: [PERIOD] });
    expect(await lintProblems(answer)).toContainEqual(expect.stringContaining('nullable-type-sibling'));

    repair(answer);
    const periodOrNull = { oneOf: [PERIOD, { type: 'string', nullable: true, enum: [null] }] };
    expect(answer.properties).toEqual({ period: periodOrNull, since: periodOrNull });
    expect(await lintProblems(answer)).toEqual([]);
  });

  it('names the type of a nullable union whose branches share one', () => {
    const answer = answerSchema(() => ({ kind: z.union([z.literal('a'), z.literal('b')]).nullable() }));
    expect(answer.properties.kind).not.toHaveProperty('type');
    repair(answer);
    expect(answer.properties.kind).toMatchObject({ type: 'string', nullable: true });
  });
});
