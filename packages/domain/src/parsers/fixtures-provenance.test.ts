import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../../test-fixtures');
const OWN_FILES = new Set(['README.md', 'PROVENANCE.tsv']);

const filesUnder = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(relative) : [relative];
  });

describe('test fixtures', () => {
  const [header, ...rows] = readFileSync(path.join(root, 'PROVENANCE.tsv'), 'utf8').trimEnd().split('\n');
  const records = rows.map((row) => row.split('\t'));

  it('name, for every file, its source, commit, size and licence', () => {
    expect(header?.split('\t')).toEqual(['saved_path', 'source_repo', 'source_path', 'commit', 'bytes', 'licence']);
    const listed = records.map(([saved]) => saved).sort();
    expect(listed).toEqual(
      filesUnder('.')
        .filter((file) => !OWN_FILES.has(file))
        .sort(),
    );
    for (const [saved = '', repo, source, commit, bytes, licence] of records) {
      expect([saved, Boolean(repo && source && commit && licence)]).toEqual([saved, true]);
      expect([saved, statSync(path.join(root, saved)).size]).toEqual([saved, Number(bytes)]);
    }
  });
});
