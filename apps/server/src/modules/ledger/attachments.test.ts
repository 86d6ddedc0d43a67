/**
 * Receipts attached to bank lines over HTTP: from the business's own files or a new upload, shown
 * on the master table's rows, downloadable, removable; files of another tree refused; a locked
 * line's attachments still listed and downloadable but not removable; who may do what where.
 */
import type { AttachableFileDto, TransactionAttachmentDto, TransactionDto } from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { folderNamed, PDF, PNG, upload } from '../files/files.fixture.js';
import { buildLedgerWorld, setLock, type LedgerWorld } from './ledger-world.fixture.js';

let t: TestApp;
let w: LedgerWorld;
let token: string;
let receiptId: string;
let otherBusinessFileId: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
  token = w.users.cmA1.token;
  const receipts = await folderNamed(t, token, 'business', w.businesses.b1.id, 'Receipts and invoices');
  const [receipt] = (await upload(t, token, receipts.id, [{ name: 'officeworks-receipt.pdf', bytes: PDF }])).body.data;
  const other = await folderNamed(t, w.users.sa.token, 'business', w.businesses.b5.id, 'Receipts and invoices');
  const [foreign] = (await upload(t, w.users.sa.token, other.id, [{ name: 'not-yours.png', bytes: PNG }])).body.data;
  if (!receipt || !foreign) throw new Error('uploads failed');
  receiptId = receipt.id;
  otherBusinessFileId = foreign.id;
});
afterAll(() => t.close());

type Answer = { data: TransactionAttachmentDto[]; message?: string; code?: string };
const path = (id: string) => `/api/v1/transactions/${id}/attachments`;
const attach = (id: string, fileId: string, as = token) => t.api.post<Answer>(path(id), { fileId }, { token: as });
const detach = (id: string, attachmentId: string, as = token) => t.api.delete<Answer>(`${path(id)}/${attachmentId}`, { token: as });
const row = async (id: string, as = token): Promise<TransactionDto | undefined> => {
  const res = await t.api.get<{ data: TransactionDto[] }>(`/api/v1/businesses/${w.businesses.b1.id}/transactions?limit=50`, { token: as });
  return res.body.data.find((r) => r.id === id);
};

describe('transaction attachments', () => {
  it('attaches a file of the business, shows it on the row, and lets anyone in scope download it', async () => {
    const line = w.l1.tx(0).id;
    const picker = await t.api.get<{ data: AttachableFileDto[] }>(`/api/v1/transactions/${line}/attachable-files?q=officeworks`, { token });
    expect(picker.status).toBe(200);
    expect(picker.body.data.map((f) => [f.name, f.folderName])).toEqual([['officeworks-receipt.pdf', 'Receipts and invoices']]);

    const res = await attach(line, receiptId);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject([{ fileId: receiptId, name: 'officeworks-receipt.pdf', mimeType: 'application/pdf' }]);
    // Attaching twice keeps one link; the picker no longer offers it.
    expect((await attach(line, receiptId)).body.data).toHaveLength(1);
    const again = await t.api.get<{ data: AttachableFileDto[] }>(`/api/v1/transactions/${line}/attachable-files`, { token });
    expect(again.body.data.map((f) => f.id)).not.toContain(receiptId);

    // The business's portal user reads the row and downloads the receipt, but cannot attach.
    const portal = w.users.portal.token;
    expect((await row(line, portal))?.attachments.map((a) => a.name)).toEqual(['officeworks-receipt.pdf']);
    const download = await t.api.get<string>(`/api/v1/files/${receiptId}/download`, { token: portal });
    expect(download.status).toBe(200);
    expect((await attach(w.l1.tx(1).id, receiptId, portal)).status).toBe(403);
  });

  it('refuses a file of another business and a line outside the caller scope', async () => {
    const foreign = await attach(w.l1.tx(1).id, otherBusinessFileId);
    expect(foreign.status).toBe(404);
    expect((await row(w.l1.tx(1).id))?.attachments).toEqual([]);
    // Region Admin A does not see b5: its line is not found, whatever the file.
    expect((await attach(w.l5.tx(0).id, otherBusinessFileId, w.users.raA.token)).status).toBe(404);
    expect((await t.api.get(`${path(w.l5.tx(0).id)}`, { token: w.users.raA.token })).status).toBe(404);
  });

  it('removes an attachment, leaving the file in Files; a file sent to the trash drops off the row', async () => {
    const line = w.l1.tx(1).id;
    const [added] = (await attach(line, receiptId)).body.data;
    const removed = await detach(line, added!.id);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual([]);
    expect((await t.api.get(`/api/v1/files/${receiptId}/download`, { token })).status).toBe(200);

    await attach(line, receiptId);
    expect((await t.api.delete(`/api/v1/files/${receiptId}`, { token })).status).toBe(200);
    expect((await row(line))?.attachments).toEqual([]);
    expect((await t.api.post(`/api/v1/files/${receiptId}/restore`, {}, { token })).status).toBe(200);
    expect((await row(line))?.attachments).toHaveLength(1);
  });

  it('keeps a locked line attachments viewable and attachable, but not removable', async () => {
    const line = w.l1.tx(2).id;
    const [added] = (await attach(line, receiptId)).body.data;
    await setLock(t.ctx, w.businesses.b1.id, '2024-07-31');
    try {
      const listed = await t.api.get<Answer>(path(line), { token: w.users.portal.token });
      expect(listed.status).toBe(200);
      expect(listed.body.data.map((a) => a.id)).toEqual([added!.id]);
      const refused = await detach(line, added!.id);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/locked/i);
      expect((await row(line))?.attachments).toHaveLength(1);
    } finally {
      await setLock(t.ctx, w.businesses.b1.id, null);
    }
  });
});
