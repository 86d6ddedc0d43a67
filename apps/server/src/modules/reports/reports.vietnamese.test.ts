/**
 * A Vietnamese user reads the server in Vietnamese: an approver whose stored language is vi gets
 * the lock request's notification in it, and a request sent with Accept-Language: vi gets its
 * conflict, its validation error and its exported files in it. English callers are unchanged.
 */
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildLedgerWorld, type LedgerWorld } from '../ledger/ledger-world.fixture.js';
import { notifications } from '../notifications/index.js';
import { users } from '../users/index.js';

let t: TestApp;
let w: LedgerWorld;
let b1: string;

const FY = { type: 'profit-and-loss', from: '2023-07-01', to: '2024-06-30', acknowledged: true } as const;
const VI = { 'accept-language': 'vi-VN,vi;q=0.9' };
const requestLock = (token: string, body: object = FY, headers: Record<string, string> = {}) =>
  t.api.post<{ message?: string }>(`/api/v1/businesses/${b1}/report-locks`, body, { token, headers });

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
  b1 = w.businesses.b1.id;
  await t.ctx.db.update(users).set({ language: 'vi' }).where(eq(users.id, w.users.supA.user.id));
});
afterAll(() => t.close());

describe('the server in Vietnamese', () => {
  it('notifies a Vietnamese approver of a lock request in Vietnamese, with day-first dates', async () => {
    expect((await requestLock(w.users.cmA1.token)).status).toBe(201);
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.users.supA.user.id), eq(notifications.type, 'reports')));
    expect(notice).toMatchObject({
      title: 'Báo cáo chờ duyệt',
      content: `Báo cáo kết quả kinh doanh từ 01/07/2023 đến 30/06/2024 của ${w.businesses.b1.name} đang chờ bạn duyệt.`,
    });
  });

  it('answers a conflict in the language the request asks for', async () => {
    const vi = await requestLock(w.users.raA.token, FY, VI);
    expect([vi.status, vi.body.message]).toEqual([409, 'Đã có yêu cầu khóa báo cáo cho kỳ này đang chờ duyệt.']);
    const en = await requestLock(w.users.raA.token);
    expect(en.body.message).toBe('A lock request for this report and period is already waiting for approval.');
  });

  it('answers a validation error with a Vietnamese sentence that names the field', async () => {
    const res = await requestLock(w.users.cmA1.token, { ...FY, to: 'soon' }, VI);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Hãy kiểm tra trường to: giá trị không hợp lệ.');
  });

  it('titles an exported report in the reader’s language', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/businesses/${b1}/reports/balance-sheet?from=${FY.from}&to=${FY.to}&format=xlsx`, {
      headers: { authorization: `Bearer ${w.users.sa.token}`, ...VI },
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const lines = [1, 2, 3, 4, 5].map((row) => sheet?.getCell(`A${row}`).text ?? '');
    expect(lines[0]).toBe('Bảng cân đối kế toán');
    expect(lines).toContain('Tại ngày 30/06/2024');
    // Column headings and row labels too, not only the title.
    const firstColumn = Array.from({ length: sheet?.rowCount ?? 0 }, (_, i) => sheet?.getCell(`A${i + 1}`).text.trim() ?? '');
    expect(firstColumn).toEqual(expect.arrayContaining(['Tài khoản', 'Tài sản', 'Tổng tài sản', 'Nợ phải trả', 'Vốn chủ sở hữu']));
    expect(firstColumn).not.toContain('Account');
    expect(firstColumn).not.toContain('Total assets');
  });

  it('heads the CSV of a report, of the ledger and of the client list in the reader’s language', async () => {
    // fetch's text() drops the byte-order mark the files start with.
    const csv = (url: string, headers: Record<string, string> = VI) =>
      fetch(`${t.baseUrl}${url}`, { headers: { authorization: `Bearer ${w.users.sa.token}`, ...headers } }).then((r) => r.text());
    const report = await csv(`/api/v1/businesses/${b1}/reports/general-journal?from=${FY.from}&to=${FY.to}&format=csv`);
    expect(report).toContain('Ngày,Số,Tài khoản,Diễn giải,Mã thuế,Nợ,Có,GST');
    expect(report).toContain('Tổng cộng');
    const ledger = await csv(`/api/v1/businesses/${b1}/export/csv?from=${FY.from}&to=${FY.to}`);
    expect(ledger.split('\r\n')[0]).toBe('Ngày,Bút toán,Nguồn,Nội dung,Mã tài khoản,Tên tài khoản,Nợ,Có,Mã thuế,GST');
    const english = await csv(`/api/v1/businesses/${b1}/export/csv?from=${FY.from}&to=${FY.to}`, {});
    expect(english.split('\r\n')[0]).toBe('Date,Entry,Source,Narration,Account code,Account name,Debit,Credit,Tax code,GST');
    const clients = await csv('/api/v1/clients/export.csv');
    expect(clients.split('\r\n')[0]).toBe(
      'Mã,Tên,Thư điện tử,Điện thoại,Địa chỉ,ABN,Trạng thái,Thương hiệu,Khu vực,Người giám sát,Thẻ,Doanh nghiệp,Ngày tạo',
    );
    expect(clients).toContain('Đang hoạt động');
  });
});
