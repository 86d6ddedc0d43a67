/**
 * One Node line everywhere it is named (ADR 0010): `.nvmrc`, which CI and the README follow, the
 * Dockerfile's base image, `engines`, and the Node types the code is checked against, so that a
 * call the target Node lacks, or one it added, is seen by the typecheck and not in production.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const major = (range: string) => Number(/(\d+)/.exec(range)?.[1]);

describe('the Node line', () => {
  const target = major(read('.nvmrc'));
  const manifest = JSON.parse(read('package.json')) as { engines: { node: string }; devDependencies: Record<string, string> };

  it('is an even (LTS) line the Dockerfile builds and runs on', () => {
    expect(target % 2).toBe(0);
    const bases = [...read('Dockerfile').matchAll(/^FROM node:(\d+)-/gm)].map((m) => Number(m[1]));
    expect(bases.length).toBeGreaterThan(0);
    expect(new Set(bases)).toEqual(new Set([target]));
  });

  it('is within engines, and the code is typed against it', () => {
    expect(major(manifest.engines.node)).toBeLessThanOrEqual(target);
    expect(major(manifest.devDependencies['@types/node'] ?? '')).toBe(target);
  });
});
