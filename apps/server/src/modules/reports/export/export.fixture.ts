/**
 * Reading exports back in tests the way a user's software would: the text a PDF viewer shows
 * (pdfkit's Flate streams inflated, each TJ array's hex strings decoded as WinAnsi), CSV parsed
 * by RFC 4180, and binary downloads fetched as bytes.
 */
import { inflateSync } from 'node:zlib';

/** The drawing instructions of every page (pdfkit compresses them with Flate). */
export function pdfContent(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let content = '';
  const streamStart = /stream\r?\n/g;
  for (let match = streamStart.exec(raw); match; match = streamStart.exec(raw)) {
    const start = match.index + match[0].length;
    try {
      content += inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      // An image, not a content stream.
    }
  }
  return content;
}

/** Every text run of a PDF, in drawing order. */
export function pdfTextRuns(pdf: Buffer): string[] {
  return [...pdfContent(pdf).matchAll(/\[([^\]]*)\]\s*TJ/g)].map((array) => {
    const hex = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '').join('');
    return Buffer.from(hex, 'hex').toString('latin1');
  });
}

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

export async function download(url: string, token?: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** '#2f9e44' as the fill operands pdfkit writes: '0.184… 0.619… 0.266… scn'. */
export const pdfFillOf = (hex: string): string => `${[1, 3, 5].map((i) => String(parseInt(hex.slice(i, i + 2), 16) / 255)).join(' ')} scn`;
