/** Uploads and downloads: all or nothing, types from the bytes, safe names, numbered duplicates, safe headers. */
import { createHash } from 'node:crypto';
import { Role } from '@ledgerdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness, buildClient, buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { countRows, expectRanges, folderNamed, HTML, PDF, PNG, storedFiles, SVG, upload, type FileBody } from './files.fixture.js';
import { files } from './files.tables.js';

describe('files', () => {
  let t: TestApp;
  let admin: BuiltUser;
  let businessId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
    businessId = (await buildBusiness(t.ctx, { clientId: (await buildClient(t.ctx)).id })).id;
  });
  afterAll(() => t.close());

  const folder = (name: string) => folderNamed(t, admin.token, 'business', businessId, name);
  const list = async (query: string) =>
    (await t.api.get<{ data: FileBody[]; pagination: { total: number } }>(`/api/v1/files?${query}`, { token: admin.token })).body;

  it('stores several files at once with size, sha256, detected type and uploader', async () => {
    const target = await folder('Bank statements');
    const res = await upload(t, admin.token, target.id, [
      { name: 'march.pdf', bytes: PDF, type: 'application/pdf' },
      { name: 'notes.csv', bytes: Buffer.from('date,amount\n2024-07-01,10.00\n'), type: 'text/csv' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.map((f) => [f.name, f.mimeType, f.size])).toEqual([
      ['march.pdf', 'application/pdf', PDF.length],
      ['notes.csv', 'text/csv', 29],
    ]);
    expect(res.body.data[0]?.checksum).toBe(createHash('sha256').update(PDF).digest('hex'));
    expect(res.body.data[0]).toMatchObject({ previewable: true, uploadedBy: { id: admin.user.id } });
    expect((await folder('Bank statements')).fileCount).toBe(2);
  });

  it('keeps a traversal-looking name as a plain name; the bytes live under a generated key', async () => {
    const target = await folder('Correspondence');
    const res = await upload(t, admin.token, target.id, [{ name: '../../etc/passwd', bytes: Buffer.from('root:x:0:0\n') }]);
    expect(res.status).toBe(201);
    const stored = res.body.data[0];
    expect(stored?.name).toBe('../../etc/passwd');
    const [row] = await t.ctx.db
      .select()
      .from(files)
      .where(eq(files.id, stored?.id ?? ''));
    expect(row?.storageKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const onDisk = await storedFiles(t);
    expect(onDisk).toContain(`${row?.storageKey.slice(0, 2)}/${row?.storageKey}`);
    expect(onDisk.every((p) => !p.includes('passwd') && !p.includes('..'))).toBe(true);

    const download = await fetch(`${t.baseUrl}/api/v1/files/${stored?.id}/download`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename=".._.._etc_passwd"; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`,
    );
  });

  it('refuses a file over 25 MB with 413 and keeps nothing of the request, not even its smaller files', async () => {
    const target = await folder('Receipts and invoices');
    const [rowsBefore, diskBefore] = [await countRows(t, 'files'), await storedFiles(t)];
    const res = await upload(t, admin.token, target.id, [
      { name: 'small.pdf', bytes: PDF },
      { name: 'huge.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(25 * 1024 * 1024)]) },
    ]);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/larger than 25 MB\. Nothing was uploaded/);
    expect(await countRows(t, 'files')).toBe(rowsBefore);
    expect(await storedFiles(t)).toEqual(diskBefore);
    expect((await folder('Receipts and invoices')).fileCount).toBe(0);
  });

  it('never overwrites: the same name in a folder gets a numbered suffix, also within one request', async () => {
    const target = await folder('Reports');
    await upload(t, admin.token, target.id, [{ name: 'report.pdf', bytes: PDF }]);
    const res = await upload(t, admin.token, target.id, [
      { name: 'Report.pdf', bytes: PDF },
      { name: 'report.pdf', bytes: PDF },
    ]);
    expect(res.body.data.map((f) => f.name)).toEqual(['Report (1).pdf', 'report (2).pdf']);
    expect((await list(`folderId=${target.id}&sort=name`)).data.map((f) => f.name)).toEqual(
      ['report (2).pdf', 'Report (1).pdf', 'report.pdf'].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  });

  it('detects the type from the bytes: PNG bytes named .pdf are an image; HTML and SVG are never previewed', async () => {
    const target = await folder('Tax and BAS');
    const res = await upload(t, admin.token, target.id, [
      { name: 'scan.pdf', bytes: PNG, type: 'application/pdf' },
      { name: 'page.png', bytes: HTML, type: 'image/png' },
      { name: 'logo.svg', bytes: SVG, type: 'image/svg+xml' },
    ]);
    const [png, html, svg] = res.body.data;
    expect([png?.mimeType, html?.mimeType, svg?.mimeType]).toEqual(['image/png', 'text/html', 'image/svg+xml']);

    const preview = await fetch(`${t.baseUrl}/api/v1/files/${png?.id}/preview`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(preview.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(Buffer.from(await preview.arrayBuffer()).equals(PNG)).toBe(true);
    for (const refused of [html, svg]) {
      const r = await t.api.get<{ message: string }>(`/api/v1/files/${refused?.id}/preview`, { token: admin.token });
      expect(r.status).toBe(415);
      expect(r.body.message).toMatch(/images .* and PDFs/);
    }

    const download = await fetch(`${t.baseUrl}/api/v1/files/${html?.id}/download`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(download.headers.get('content-type')).toBe('text/html');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="page.png"; filename*=UTF-8''page.png`);
    expect(download.headers.get('content-security-policy')).toMatch(/sandbox/);
  });

  it('writes a non-ASCII name into filename* (RFC 5987) with an ASCII fallback', async () => {
    const target = await folder('Correspondence');
    const res = await upload(t, admin.token, target.id, [{ name: 'Báo cáo "Q1" (final).pdf', bytes: PDF }]);
    const download = await fetch(`${t.baseUrl}/api/v1/files/${res.body.data[0]?.id}/download`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="B_o c_o _Q1_ (final).pdf"; filename*=UTF-8''B%C3%A1o%20c%C3%A1o%20%22Q1%22%20%28final%29.pdf`,
    );
  });

  it('lists with search, type filter and sort', async () => {
    const target = await folder('Tax and BAS');
    expect((await list(`folderId=${target.id}&type=image`)).data.map((f) => f.name).sort()).toEqual(['logo.svg', 'scan.pdf']);
    expect((await list(`folderId=${target.id}&q=PAGE`)).data.map((f) => f.name)).toEqual(['page.png']);
    const bySize = (await list(`folderId=${target.id}&sort=-size`)).data.map((f) => f.size);
    expect(bySize).toEqual([...bySize].sort((a, b) => b - a));
    expect((await t.api.get(`/api/v1/files?q=x`, { token: admin.token })).status).toBe(400);
  });

  it('renames (409 on a taken name) and moves within the owner (numbered on a clash), never to another owner', async () => {
    const reports = await folder('Reports');
    const correspondence = await folder('Correspondence');
    const [a] = (await upload(t, admin.token, correspondence.id, [{ name: 'report.pdf', bytes: PDF }])).body.data;
    const moved = await t.api.patch<{ data: FileBody }>(`/api/v1/files/${a?.id}`, { folderId: reports.id }, { token: admin.token });
    expect(moved.body.data).toMatchObject({ folderId: reports.id, name: 'report (3).pdf' });
    const clash = await t.api.patch(`/api/v1/files/${a?.id}`, { name: 'report.pdf' }, { token: admin.token });
    expect(clash.status).toBe(409);
    expect(
      (await t.api.patch<{ data: FileBody }>(`/api/v1/files/${a?.id}`, { name: 'final.pdf' }, { token: admin.token })).body.data.name,
    ).toBe('final.pdf');

    const otherBusiness = await buildBusiness(t.ctx, { clientId: (await buildClient(t.ctx)).id });
    const elsewhere = await folderNamed(t, admin.token, 'business', otherBusiness.id, 'Reports');
    expect((await t.api.patch(`/api/v1/files/${a?.id}`, { folderId: elsewhere.id }, { token: admin.token })).status).toBe(422);
  });

  it('refuses an upload without a folderId first (400), without files (400), to an unknown folder (404)', async () => {
    const noFolder = new FormData();
    noFolder.append('file', new Blob([new Uint8Array(PDF)]), 'a.pdf');
    expect((await t.api.send('POST', '/api/v1/files', noFolder, { token: admin.token })).status).toBe(400);
    const target = await folder('Reports');
    const noFiles = new FormData();
    noFiles.append('folderId', target.id);
    expect((await t.api.send('POST', '/api/v1/files', noFiles, { token: admin.token })).status).toBe(400);
    expect((await upload(t, admin.token, '00000000-0000-4000-8000-000000000000', [{ name: 'a.pdf', bytes: PDF }])).status).toBe(404);
  });

  it('downloads one byte range of a file (206), and refuses a range past its end (416)', async () => {
    const target = await folder('Tax and BAS');
    const bytes = Buffer.concat([PDF, Buffer.alloc(200, 7)]);
    const res = await upload(t, admin.token, target.id, [{ name: 'scan.pdf', bytes }]);
    await expectRanges(t, admin.token, res.body.data[0]?.id ?? '', bytes);
  });
});
