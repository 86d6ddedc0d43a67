/**
 * One tolerant reader for the two tag languages statements come in: OFX 1.x SGML (leaf tags
 * left unclosed, closing tags optional) and XML (OFX 2.x, CAMT.053). It builds a small element
 * tree with source lines, skips comments and processing instructions, keeps CDATA verbatim and
 * decodes entities exactly once ('&amp;lt;' stays '&lt;'), as the files mean it.
 */
import { StatementParseError } from './types.js';
import { message, type Message } from '../messages/index.js';

export interface MarkupElement {
  /** Local name: an XML namespace prefix ('ns2:Document') is dropped. */
  name: string;
  attributes: Record<string, string>;
  /** Character data, when the element holds text rather than other elements. */
  text?: string;
  children: MarkupElement[];
  line: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

interface Open {
  element: MarkupElement;
  /** Text seen since the tag opened, before any child. */
  pending: string;
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (!source.includes('=')) return attributes;
  for (const m of source.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const name = m[1] ?? '';
    attributes[name.slice(name.lastIndexOf(':') + 1)] = decodeEntities(m[2] ?? m[3] ?? '');
  }
  return attributes;
}

/**
 * Reads from `start` to the end of `text` and answers a synthetic root whose children are
 * the top-level elements. An element left open when its parent closes was an SGML leaf: if
 * it swallowed following siblings (an empty unclosed leaf), they are handed back to the parent.
 */
export function parseMarkup(text: string, options: { start?: number; upperCase?: boolean } = {}): MarkupElement {
  const start = options.start ?? 0;
  const root: MarkupElement = { name: '#root', attributes: {}, children: [], line: 1 };
  const stack: Open[] = [{ element: root, pending: '' }];
  let line = 1;
  // The next line break ahead, remembered so that counting lines stays linear on one-line bodies.
  let nextBreak = text.indexOf('\n');
  let pos = 0;
  const advance = (to: number) => {
    while (nextBreak !== -1 && nextBreak < to) {
      line++;
      nextBreak = text.indexOf('\n', nextBreak + 1);
    }
    pos = to;
  };
  advance(start);
  const top = () => stack[stack.length - 1] as Open;
  const settleText = () => {
    const open = top();
    if (open.element.children.length === 0 && open.pending.trim() !== '') open.element.text = (open.element.text ?? '') + open.pending;
    open.pending = '';
  };
  /** Pops `open`, which its own closing tag did not close: an SGML leaf. */
  const closeImplicitly = (open: Open) => {
    stack.pop();
    const parent = top().element;
    if (open.element.text === undefined && open.element.children.length > 0) {
      parent.children.push(...open.element.children);
      open.element.children = [];
    }
  };
  const skipTo = (marker: string, what: Message) => {
    const end = text.indexOf(marker, pos);
    if (end === -1) throw new StatementParseError(message('statements.markupNotClosed', { what }), line);
    advance(end + marker.length);
    return end;
  };

  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    const textEnd = lt === -1 ? text.length : lt;
    if (textEnd > pos) {
      top().pending += decodeEntities(text.slice(pos, textEnd));
      advance(textEnd);
      continue;
    }
    if (text.startsWith('<!--', pos)) {
      skipTo('-->', message('statements.markupComment'));
    } else if (text.startsWith('<![CDATA[', pos)) {
      const from = pos + 9;
      const end = skipTo(']]>', message('statements.markupCdata'));
      top().pending += text.slice(from, end);
    } else if (text.startsWith('<?', pos) || text.startsWith('<!', pos)) {
      skipTo('>', message('statements.markupDeclaration'));
    } else {
      const tagLine = line;
      const close = text.indexOf('>', pos);
      if (close === -1) throw new StatementParseError(message('statements.tagNotClosed'), line);
      const body = text.slice(pos + 1, close);
      advance(close + 1);
      const m = /^(\/?)\s*([\w:.-]+)([\s\S]*?)(\/?)\s*$/.exec(body);
      if (!m) throw new StatementParseError(message('statements.notATag', { body: body.slice(0, 40) }), tagLine);
      const [, slash, rawName = '', rest = '', selfClose] = m;
      const local = rawName.slice(rawName.lastIndexOf(':') + 1);
      const name = options.upperCase ? local.toUpperCase() : local;
      if (slash) {
        settleText();
        const index = stack.findLastIndex((o) => o.element.name === name);
        if (index <= 0) continue; // a stray closing tag, tolerated as SGML does
        while (stack.length - 1 > index) closeImplicitly(top());
        if (top().element.text === undefined && top().element.children.length === 0) top().element.text = '';
        stack.pop();
        continue;
      }
      settleText();
      // An element that already holds text is an unclosed SGML leaf: the new tag is its sibling.
      if (top().element.text !== undefined && stack.length > 1) closeImplicitly(top());
      const element: MarkupElement = { name, attributes: parseAttributes(rest), children: [], line: tagLine };
      top().element.children.push(element);
      if (selfClose) element.text = '';
      else stack.push({ element, pending: '' });
    }
  }
  settleText();
  while (stack.length > 1) closeImplicitly(top());
  return root;
}

/** The first child with this name, or a path of names ('BANKACCTFROM', 'ACCTID'). */
export function child(element: MarkupElement | undefined, ...path: string[]): MarkupElement | undefined {
  let current = element;
  for (const name of path) current = current?.children.find((c) => c.name === name);
  return current;
}

export function childrenNamed(element: MarkupElement | undefined, name: string): MarkupElement[] {
  return element ? element.children.filter((c) => c.name === name) : [];
}

/** Trimmed text at a path, undefined when absent or blank. */
export function textAt(element: MarkupElement | undefined, ...path: string[]): string | undefined {
  const value = child(element, ...path)?.text?.trim();
  return value ? value : undefined;
}

/** Every element with one of these names below `element`, in document order. */
export function descendants(element: MarkupElement, ...names: string[]): MarkupElement[] {
  const found: MarkupElement[] = [];
  const walk = (e: MarkupElement) => {
    for (const c of e.children) {
      if (names.includes(c.name)) found.push(c);
      walk(c);
    }
  };
  walk(element);
  return found;
}
