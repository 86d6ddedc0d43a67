/** Type detection from the first bytes: the name never makes a file previewable. */
import { describe, expect, it } from 'vitest';
import { detectContentType, isPreviewable } from './content-type.js';
import { HTML, PDF, PNG, SVG } from './files.fixture.js';

const bytes = (...values: number[]) => Buffer.from(values);

describe('detectContentType', () => {
  it.each([
    ['pdf', PDF, 'x.bin', 'application/pdf'],
    ['png named .pdf', PNG, 'scan.pdf', 'image/png'],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'a', 'image/jpeg'],
    ['gif', Buffer.from('GIF89a\x01\x00', 'latin1'), 'a', 'image/gif'],
    ['webp', Buffer.concat([Buffer.from('RIFF'), bytes(0, 0, 0, 0), Buffer.from('WEBPVP8 ')]), 'a', 'image/webp'],
    [
      'docx',
      Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('....[Content_Types].xml....word/document.xml')]),
      'a.zip',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'xlsx',
      Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('....xl/workbook.xml')]),
      'a',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    ['zip', Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('....photos/a.jpg')]), 'a.docx', 'application/zip'],
    ['html named .png', HTML, 'page.png', 'text/html'],
    ['html with a BOM and spaces', Buffer.from('\uFEFF  <html lang="en"><body></body></html>'), 'a.txt', 'text/html'],
    ['svg', SVG, 'logo.png', 'image/svg+xml'],
    ['svg after an xml prolog', Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a', 'image/svg+xml'],
    ['csv by name among text', Buffer.from('a,b\n1,2\n'), 'data.CSV', 'text/csv'],
    ['plain text', Buffer.from('Hello, Vietnam — xin chào\n'), 'notes.pdf', 'text/plain'],
    ['binary', bytes(0, 1, 2, 3, 255), 'a.txt', 'application/octet-stream'],
    ['empty', Buffer.alloc(0), 'a.txt', 'application/octet-stream'],
  ])('%s', (_label, head, name, expected) => {
    expect(detectContentType(head, name, true)).toBe(expected);
  });

  it('accepts a multi-byte character cut by the sniff window only when the head is not the whole file', () => {
    const cut = Buffer.from('xin chào').subarray(0, 7);
    expect(detectContentType(cut, 'a', false)).toBe('text/plain');
    expect(detectContentType(cut, 'a', true)).toBe('application/octet-stream');
  });

  it('previews images and PDFs only', () => {
    expect(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'].every(isPreviewable)).toBe(true);
    expect(['image/svg+xml', 'text/html', 'text/plain', 'application/zip'].some(isPreviewable)).toBe(false);
  });
});
