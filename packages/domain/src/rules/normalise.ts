/**
 * How rule text matching sees a bank line's text, defined once: letters folded to lower case
 * without accents (đ is d), every kind of space a plain space, runs of spaces one, ends trimmed.
 * The database computes the same fold with `translate` (ld_normalise, migration 0008), so it is
 * a fixed table of code points rather than locale rules that differ between engines; a test
 * proves both agree on random text.
 */

const SPACES = '\t\n\u000b\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000';

/** The letters folded to a plain lower-case ASCII letter: A–Z and the Latin letters with marks. */
function foldedLetters(): [string, string] {
  let from = '';
  let to = '';
  const ranges: readonly [number, number][] = [
    [0x41, 0x5a],
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ];
  for (const [start, end] of ranges) {
    for (let code = start; code <= end; code++) {
      const ch = String.fromCharCode(code);
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      const folded = code === 0x110 || code === 0x111 ? 'd' : base;
      if (/^[a-z]$/.test(folded) && folded !== ch) {
        from += ch;
        to += folded;
      }
    }
  }
  return [from, to];
}

const [LETTERS_FROM, LETTERS_TO] = foldedLetters();

/** `translate(text, FOLD_FROM, FOLD_TO)`: one character for one, the same table in both engines. */
export const FOLD_FROM = LETTERS_FROM + SPACES;
export const FOLD_TO = LETTERS_TO + ' '.repeat(SPACES.length);

const FOLD = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i] ?? ch]));

/** One character through the fold table (no space collapsing): how a regex's literals are read. */
export function foldCharacter(ch: string): string {
  return FOLD.get(ch) ?? ch;
}

export function normaliseText(text: string): string {
  let folded = '';
  for (const ch of text) folded += foldCharacter(ch);
  return folded.replace(/ {2,}/g, ' ').replace(/^ | $/g, '');
}

/**
 * The body of the SQL function the migrations create; a test checks the database's copy is this.
 * Printable ASCII (most bank text) takes a short cut: of the table it holds only A–Z, which
 * lower() under the C collation maps exactly, and translate() over the whole table costs about
 * eight times as much. Every bank line written (imported, or coded by a rule run) folds three texts.
 */
export function normaliseSqlBody(): string {
  const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
  const folded = `CASE WHEN t ~ '^[ -~]*$' THEN lower(t COLLATE "C") ELSE translate(t, ${quote(FOLD_FROM)}, ${quote(FOLD_TO)}) END`;
  return `btrim(regexp_replace(${folded}, ' {2,}', ' ', 'g'), ' ')`;
}
