/**
 * Every text a person reads from the server comes from the messages catalogue, in English and
 * Vietnamese. Types already refuse bare text where an error is made; this walk also catches the
 * helpers that build one (a refusal, a notification) from a literal.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.fixture.ts') ? [full] : [];
  });
}

/** A call that answers a person, with a string literal or template as its text. */
const SAID_IN_ENGLISH = [
  // notFound takes a record name, which the catalogue names in each language.
  /\bErrors\.(?!notFound\b)\w+\(\s*['"`]/,
  /\bLedgerErrors\.\w+\(\s*['"`]/,
  /new AppError\(\s*ErrorCode\.\w+,\s*['"`]/,
  /\b(?:title|content):\s*['"`][A-Z]/,
];

/**
 * Texts not for the app's users, by file and the text itself (line numbers move): the API's own
 * document, and the ATO's form name on a TPAR, which the ATO reads.
 */
const NOT_FOR_USERS = new Set([
  "app.ts title: 'Ledgerdesk API'",
  'modules/contractors/tpar.service.ts title: `Taxable payments annual report',
]);

describe('server messages', () => {
  it('says nothing to people outside the catalogue', () => {
    const found = sources(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return SAID_IN_ENGLISH.flatMap((pattern) => {
        const global = new RegExp(pattern.source, 'g');
        return [...text.matchAll(global)].map((m) => {
          const said = `${path.relative(SRC, file)} ${text.slice(m.index).split('\n')[0]?.trim() ?? ''}`;
          const known = [...NOT_FOR_USERS].some((allowed) => said.startsWith(allowed));
          return known ? undefined : `${path.relative(SRC, file)}:${text.slice(0, m.index).split('\n').length}`;
        });
      });
    });
    expect(found.filter((where) => where !== undefined)).toEqual([]);
  });
});
