/** The API document holds to Redocly's recommended rules (redocly.yaml at the root): no error, no warning. */
import path from 'node:path';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('the API document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("passes Redocly's recommended rules with no problem", async () => {
    const config = await loadConfig({ configPath: path.resolve(import.meta.dirname, '../../../../redocly.yaml') });
    const document = await t.api.get('/api/docs/json');
    expect(document.status).toBe(200);
    const problems = await lintFromString({ source: JSON.stringify(document.body), absoluteRef: 'openapi.json', config });
    const found = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(found).toEqual([]);
  });

  it('names every operation once, with a summary and its error answers', async () => {
    type Operation = { operationId?: string; summary?: string; responses: object };
    type Document = {
      paths: Record<string, Record<string, Operation>>;
      components: { responses: Record<string, { description: string }> };
    };
    const { body } = await t.api.get<Document>('/api/docs/json');
    const paths = body.paths;
    const operations = Object.values(paths).flatMap((item) => Object.values(item));
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    expect(operations.filter((o) => !o.summary)).toEqual([]);
    const login = paths['/api/v1/auth/login']?.post;
    expect(login?.responses).toHaveProperty('400');
    expect(login?.responses).not.toHaveProperty('401');
    // Each error status is described once, with its codes of the catalogue, and referenced.
    expect(paths['/api/v1/clients/{id}']?.get?.responses).toMatchObject({
      401: { $ref: '#/components/responses/Unauthorized' },
      403: { $ref: '#/components/responses/Forbidden' },
      404: { $ref: '#/components/responses/NotFound' },
    });
    expect(body.components.responses.NotFound?.description).toContain('NOT_FOUND');
    expect(body.components.responses.BadRequest?.description).toContain('VALIDATION');
    expect(JSON.stringify(paths)).not.toContain('#/components/schemas/Error');
  });

  it('describes paging and the filters that operations share once, and refers to them', async () => {
    type Parameter = { $ref?: string; in?: string; name?: string };
    type Document = {
      paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
      components: { parameters?: Record<string, Parameter>; schemas: Record<string, object> };
    };
    const { body } = await t.api.get<Document>('/api/docs/json');
    const clients = body.paths['/api/v1/clients']?.get?.parameters ?? [];
    expect(clients).toEqual(
      expect.arrayContaining([{ $ref: '#/components/parameters/SkipQuery' }, { $ref: '#/components/parameters/LimitQuery' }]),
    );
    expect(body.components.parameters?.SkipQuery).toMatchObject({ in: 'query', name: 'skip' });
    expect(body.components.schemas).toHaveProperty('Pagination');
    expect(body.components.schemas).toHaveProperty('CursorPagination');
    // No parameter is written out in full by two operations, nor a page's answer by any list.
    const inline = Object.values(body.paths)
      .flatMap((item) => Object.values(item))
      .flatMap((operation) => (operation.parameters ?? []).filter((p) => !p.$ref).map((p) => JSON.stringify(p)));
    expect(inline.filter((p, i) => inline.indexOf(p) !== i)).toEqual([]);
    expect(JSON.stringify(body.paths)).not.toMatch(/"pagination":\{"type"/);
  });
});
