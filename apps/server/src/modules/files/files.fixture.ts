/** What the files tests share: sample bytes, multipart forms, and a look at the storage directory. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.js';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

export interface Part {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** Text fields first, then each file in a `file` part, the way the web sends them. */
export function form(fields: Record<string, string>, parts: readonly Part[]): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const part of parts)
    data.append('file', new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'application/octet-stream' }), part.name);
  return data;
}

export interface FileBody {
  id: string;
  folderId: string;
  name: string;
  size: number;
  mimeType: string;
  checksum: string;
  previewable: boolean;
  uploaderName: string | null;
  deletedAt: string | null;
}

export interface FolderBody {
  id: string;
  parentId: string | null;
  name: string;
  isRoot: boolean;
  editable: boolean;
  fileCount: number;
  deletedAt: string | null;
}

export function upload(t: TestApp, token: string, folderId: string, parts: readonly Part[]) {
  return t.api.send<{ data: FileBody[]; message: string; code: string }>('POST', '/api/v1/files', form({ folderId }, parts), { token });
}

export async function tree(t: TestApp, token: string, ownerType: 'client' | 'business', ownerId: string): Promise<FolderBody[]> {
  const res = await t.api.get<{ data: FolderBody[] }>(`/api/v1/folders?ownerType=${ownerType}&ownerId=${ownerId}`, { token });
  if (res.status !== 200) throw new Error(`tree answered ${res.status}`);
  return res.body.data;
}

export async function folderNamed(
  t: TestApp,
  token: string,
  ownerType: 'client' | 'business',
  ownerId: string,
  name: string,
): Promise<FolderBody> {
  const found = (await tree(t, token, ownerType, ownerId)).find((f) => f.name === name);
  if (!found) throw new Error(`no folder ${name}`);
  return found;
}

/** Every file under DATA_DIR/files, relative; directories alone do not count. */
export async function storedFiles(t: TestApp): Promise<string[]> {
  const root = path.join(t.ctx.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

export async function countRows(t: TestApp, table: 'files' | 'folders' | 'upload_requests'): Promise<number> {
  const result = await t.ctx.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number(result.rows[0]?.n ?? -1);
}

/** GET a file's download, optionally one byte range, as the raw response. */
export function download(t: TestApp, token: string, id: string, range?: string): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (range) headers.range = range;
  return fetch(`${t.baseUrl}/api/v1/files/${id}/download`, { headers });
}

/** What a resuming download manager or a PDF viewer sees: one range at a time, 416 past the end. */
export async function expectRanges(t: TestApp, token: string, id: string, bytes: Buffer): Promise<void> {
  const whole = await download(t, token, id);
  expect(whole.status).toBe(200);
  expect(whole.headers.get('accept-ranges')).toBe('bytes');
  expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
  const size = bytes.length;
  const asked: Array<[string, number, number]> = [
    ['bytes=5-14', 5, 14],
    [`bytes=${size - 3}-`, size - 3, size - 1],
    ['bytes=-4', size - 4, size - 1],
    [`bytes=0-${size + 100}`, 0, size - 1],
  ];
  for (const [range, start, end] of asked) {
    const part = await download(t, token, id, range);
    expect(part.status, range).toBe(206);
    expect(part.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`);
    expect(part.headers.get('content-length'), range).toBe(String(end - start + 1));
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(start, end + 1)), range).toBe(true);
  }
  const past = await download(t, token, id, `bytes=${size}-`);
  expect(past.status).toBe(416);
  expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
  await past.arrayBuffer();
}
