/**
 * A Vietnamese reader of a statement import reads its problems in Vietnamese: the refusal of a
 * file nobody can read, the refusal of one whose every row fails (with each failed row), and the
 * rows a preview leaves out. An English reader keeps the same words as before.
 */
import type { NothingToImportDetails } from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import type { BankAccountDto } from './bank-accounts.schema.js';
import { SLASHED_DAY_FIRST, statementForm } from './imports.fixture.js';
import type { PreviewDto } from './imports.schema.js';

type Answer = { data: PreviewDto; message: string; code: string; details?: NothingToImportDetails };
const VI = { 'accept-language': 'vi-VN,vi;q=0.9' };

describe('statement imports in the reader’s language', () => {
  let t: TestApp;
  let w: PracticeWorld;
  let token: string;
  let base: string;
  let accountId: string;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
    token = w.users.cmA1.token;
    base = `/api/v1/businesses/${w.businesses.b1.id}/bank-accounts`;
    accountId = (await t.api.post<{ data: BankAccountDto }>(base, { name: 'Everyday' }, { token })).body.data.id;
  });
  afterAll(() => t.close());

  const upload = (content: string, fileName: string, headers: Record<string, string> = {}, fields: Record<string, string> = {}) =>
    t.api.send<Answer>('POST', `${base}/${accountId}/imports`, statementForm(content, fileName, fields), { token, headers });
  // Day first with slashes: the rows below are written otherwise, so none of them reads.
  const mapping = JSON.stringify(SLASHED_DAY_FIRST);

  it('refuses a file it cannot read in Vietnamese, naming the line', async () => {
    const csv = 'date,description,amount\n01/07/2024,"Coffee,-4.50\n';
    const vi = await upload(csv, 'broken.csv', VI);
    expect([vi.status, vi.body.message]).toEqual([422, 'Không đọc được sao kê. Dòng 2: một trường trong dấu ngoặc kép không được đóng.']);
    const en = await upload(csv, 'broken.csv');
    expect(en.body.message).toBe('Line 2: a quoted field is never closed.');
    const dates = await upload('date,description,amount\n2024.07.01,Tea,-3.00\n', 'dots.csv', VI);
    expect(dates.body.message).toBe(
      "Không đọc được sao kê. Ngày tháng trong cột 'date' ('2024.07.01') không được viết theo định dạng Ledgerdesk biết; hãy tự chọn định dạng ngày và các cột.",
    );
  });

  it('refuses a statement whose every row fails in Vietnamese, each failed row too', async () => {
    const csv = 'date,description,amount\nPending,Coffee,-4.50\nsoon,Tea,-3.00\n';
    const vi = await upload(csv, 'pending.csv', VI, { mapping });
    expect(vi.status).toBe(422);
    expect(vi.body.message).toBe(
      "Không đọc được dòng nào trong 2 dòng, nên chưa nhập gì. Dòng 2: ngày 'Pending' không được viết theo dạng d/m/Y. " +
        "Dòng 3: ngày 'soon' không được viết theo dạng d/m/Y. Hãy chọn định dạng ngày mà tệp dùng.",
    );
    expect(vi.body.details?.failures.map((f) => f.message)).toEqual([
      "ngày 'Pending' không được viết theo dạng d/m/Y.",
      "ngày 'soon' không được viết theo dạng d/m/Y.",
    ]);
    const en = await upload(csv, 'pending.csv', {}, { mapping });
    expect(en.body.message).toBe(
      "None of the 2 rows could be read, so nothing was imported. Line 2: the date 'Pending' is not a date written d/m/Y. " +
        "Line 3: the date 'soon' is not a date written d/m/Y. Choose the date format the file uses.",
    );
  });

  it('says in Vietnamese why a preview left rows out', async () => {
    const csv = 'date,description,amount\nOpening balance,,100.00\n01/07/2024,Invoice 1001,550.00\n02/07/2024,Card check,0.00\n';
    const vi = await upload(csv, 'july.csv', VI);
    expect(vi.status).toBe(201);
    expect(vi.body.data.dropped.map((d) => d.message)).toEqual([
      "'Opening balance' là dòng tổng hợp của sao kê, không phải một giao dịch.",
      "'Card check' có số tiền bằng không và không làm tiền dịch chuyển.",
    ]);
    await t.api.delete(`/api/v1/imports/${vi.body.data.id}`, { token });
  });
});
