/**
 * A Vietnamese user reads the server in Vietnamese: an approver whose stored language is vi gets
 * the lock request's notification in it, and a request sent with Accept-Language: vi gets its
 * conflict, its validation error and its exported report in it. English callers are unchanged.
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
  });
});
