/**
 * A business with a new, empty bank account, and a CSV statement in one bank's layout (reference,
 * date, details, separate debit and credit) imported through /conversion, as a bookkeeper does.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders } from './session.js';

export interface BankAccountFixture {
  businessId: string;
  businessName: string;
  bankAccountId: string;
  bankAccountName: string;
}

/** The first active business `email` sees, with a new bank account of its own. */
export async function businessWithBankAccount(request: APIRequestContext, email: string): Promise<BankAccountFixture> {
  const headers = await authHeaders(request, email);
  const list = await request.get('/api/v1/businesses?limit=1&status=active', { headers });
  const business = ((await list.json()) as { data: { id: string; name: string }[] }).data[0];
  if (!business) throw new Error(`${email} sees no active business`);
  // Journeys in other workers start at the same moment and add accounts to the same business:
  // the time alone named two of them alike, and a journey picking its own by name took the other.
  const bankAccountName = `E2E cheque ${Date.now()}-${randomUUID().slice(0, 8)}`;
  const account = await request.post(`/api/v1/businesses/${business.id}/bank-accounts`, { headers, data: { name: bankAccountName } });
  expect(account.status()).toBe(201);
  const bankAccountId = ((await account.json()) as { data: { id: string } }).data.id;
  return { businessId: business.id, businessName: business.name, bankAccountId, bankAccountName };
}

/** Header of the layout below; rows are `Ref,DD/MM/YYYY,Details,Debit,Credit`. */
export const STATEMENT_HEADER = 'Ref,Posted,Details,Debit,Credit';

export async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens /conversion for the account, uploads the statement and maps its five columns. */
export async function uploadAndMapStatement(page: Page, target: Pick<BankAccountFixture, 'businessId' | 'bankAccountId'>, csv: string) {
  await page.goto(`/conversion?businessId=${target.businessId}&bankAccountId=${target.bankAccountId}`);
  await page.locator('input[type="file"]').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await chooseOption(page, 'Date column', '2. Posted');
  await page.getByText('Debit and credit columns', { exact: true }).click();
  await chooseOption(page, 'Debit (money out) column', '4. Debit');
  await chooseOption(page, 'Credit (money in) column', '5. Credit');
  await chooseOption(page, 'Description column', '3. Details');
  await chooseOption(page, 'Reference column', '1. Ref');
}

/** Previews the mapped statement and imports all `count` rows. */
export async function importMappedStatement(page: Page, count: number) {
  await page.getByRole('button', { name: 'Upload and preview' }).click();
  const rows = page.getByRole('table', { name: 'Rows to import' });
  await expect(rows.getByRole('row')).toHaveCount(count + 1);
  await page.getByRole('button', { name: `Import ${count} transactions` }).click();
  await expect(page.getByText(`${count} transactions imported, 0 duplicates skipped (${count} rows in the file).`)).toBeVisible();
}

/** A statement line: date YYYYMMDD, signed amount (money out below zero), description. */
export interface StatementLine {
  date: string;
  amount: string;
  description: string;
}

/**
 * A minimal OFX statement: no column mapping to choose, so a journey can import it over the API.
 * Each line's text is its MEMO, which the import keeps as the description with no payee, as a CSV's
 * details column.
 */
function ofxStatement(lines: StatementLine[]): string {
  const rows = lines.map(
    (line, i) =>
      `<STMTTRN><TRNTYPE>${line.amount.startsWith('-') ? 'DEBIT' : 'CREDIT'}</TRNTYPE><DTPOSTED>${line.date}</DTPOSTED>` +
      `<TRNAMT>${line.amount}</TRNAMT><FITID>E2E${Date.now()}-${i}</FITID><MEMO>${line.description}</MEMO></STMTTRN>`,
  );
  return [
    '<?xml version="1.0" encoding="us-ascii"?>',
    '<?OFX OFXHEADER="200" VERSION="200" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
    '<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID><STMTRS><CURDEF>AUD</CURDEF>',
    '<BANKACCTFROM><BANKID>E2E</BANKID><ACCTID>1</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>',
    `<BANKTRANLIST>${rows.join('')}</BANKTRANLIST>`,
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ].join('\n');
}

/** Imports `lines` into the fixture's bank account through the API. */
export async function importOfxLines(
  request: APIRequestContext,
  email: string,
  target: Pick<BankAccountFixture, 'businessId' | 'bankAccountId'>,
  lines: StatementLine[],
): Promise<void> {
  const headers = await authHeaders(request, email);
  const preview = await request.post(`/api/v1/businesses/${target.businessId}/bank-accounts/${target.bankAccountId}/imports`, {
    headers,
    multipart: { file: { name: 'statement.ofx', mimeType: 'application/x-ofx', buffer: Buffer.from(ofxStatement(lines)) } },
  });
  expect(preview.status(), await preview.text()).toBe(201);
  const id = ((await preview.json()) as { data: { id: string } }).data.id;
  const commit = await request.post(`/api/v1/imports/${id}/commit`, { headers });
  expect(commit.status(), await commit.text()).toBe(200);
}
