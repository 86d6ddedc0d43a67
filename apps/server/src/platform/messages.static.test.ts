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
const DOMAIN = path.resolve(SRC, '../../../packages/domain/src');

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

/**
 * Where problems are said as data rather than through an error factory (a parser's refusal, a
 * dropped row, a rule's or a recode's problem, a skipped line or pair): every sentence there is
 * a catalogue key. Routes (the API's own document) and schemas (validation words, which a
 * Vietnamese reader gets as the catalogue's generic sentence) are not scanned.
 */
const PROBLEM_SOURCES = [
  path.join(DOMAIN, 'parsers'),
  path.join(DOMAIN, 'rules'),
  path.join(SRC, 'modules/banking'),
  path.join(SRC, 'modules/coding'),
  path.join(SRC, 'modules/transfers'),
];

/** Texts there that are not said to the app's users, by file and the text itself. */
const NOT_SAID = new Set([
  // Zod's words for a validation error (English; Vietnamese readers get the generic sentence).
  'rules/conditions.ts Enter a value.',
  'rules/conditions.ts A group needs at least one condition.',
  // The provider's name and description in the API; the web names providers by id (banking.providers).
  'modules/banking/bank-feeds.ts Statement file drop',
  'modules/banking/bank-feeds.ts Statements (CSV, OFX, QIF, CAMT.053, XLSX) exported by the bank are uploaded to the account and imported.',
]);

/** SQL built outside a `sql` tag (a fragment, a subquery), and code run by a worker, are not sentences. */
const SQL_WORDS = /\b(select [\s\S]* from|CASE WHEN|regexp_replace|coalesce|import\()/;

const LITERAL = /(['"])((?:\\.|(?!\1).)*)\1|`((?:\\.|\$\{[^}]*\}|[^`])*)`/g;

/** A literal that reads as an English sentence: two or more lower-case words, and a capital first letter or a closing full stop. */
function isSentence(body: string): boolean {
  const text = body.replace(/\$\{[^}]*\}/g, 'X');
  const words = text.match(/\b[a-z][a-z’']*/g) ?? [];
  return text.includes(' ') && words.length >= 2 && (/^[A-Z]/.test(text) || /[.)]$/.test(text.trim()));
}

function sentencesIn(file: string, base: string): string[] {
  // Comments blanked, line breaks kept, so a hit's line number is the file's.
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  return [...text.matchAll(LITERAL)].flatMap((m) => {
    const body = m[2] ?? m[3] ?? '';
    const sqlTagged = /\bsql(<[^>]*>)?\s*$/.test(text.slice(Math.max(0, m.index - 40), m.index));
    if (sqlTagged || SQL_WORDS.test(body) || !isSentence(body)) return [];
    const where = `${path.relative(base, file)} ${body}`;
    return NOT_SAID.has(where) ? [] : [`${path.relative(base, file)}:${text.slice(0, m.index).split('\n').length} ${body}`];
  });
}

describe('problems said as data', () => {
  it('are catalogue keys in the parsers, the rules, imports, coding and transfers', () => {
    const found = PROBLEM_SOURCES.flatMap((dir) =>
      sources(dir)
        .filter((file) => !/(routes|schema)\.ts$/.test(file))
        .flatMap((file) => sentencesIn(file, dir.startsWith(DOMAIN) ? DOMAIN : SRC)),
    );
    expect(found).toEqual([]);
  });
});
