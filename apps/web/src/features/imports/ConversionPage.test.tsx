import { Role } from '@ledgerdesk/domain';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderRoutes } from '../../test/render';
import { signInTo } from '../../test/session';
import { nodeFile, withNodeMultipart } from '../brands/nodeMultipart';
import ConversionPage from './ConversionPage';

configure({ asyncUtilTimeout: 20_000 });
withNodeMultipart();

const BUSINESS = '00000000-0000-4000-8000-0000000000b1';
const BANK = '00000000-0000-4000-8000-0000000000b2';
const IMPORT = '00000000-0000-4000-8000-0000000000b3';
const bankAccount = {
  id: BANK,
  businessId: BUSINESS,
  name: 'Everyday',
  bsb: '062-000',
  accountNumber: '•••• 6789',
  kind: 'manual',
  ledgerAccount: { id: 'l1', code: '1-1110', name: 'Cheque account' },
  openingBalance: 0,
  openingDate: null,
  status: 'active',
  transactionCount: 0,
  lastImportAt: null,
  feed: null,
  createdAt: '2026-01-01T00:00:00Z',
};
const row = (line: number, description: string, amount: number, duplicate: boolean) => ({
  line,
  date: '2026-07-0' + line,
  amount,
  description,
  payee: '',
  reference: '',
  externalId: null,
  duplicate,
  duplicateReason: duplicate ? 'sameDateAmountDescription' : null,
});
const totals = { count: 2, in: 120000, out: -450, net: 119550 };
const preview = {
  id: IMPORT,
  status: 'previewed',
  fileName: 'july.csv',
  format: 'csv',
  bankAccountId: BANK,
  account: { accountId: null, currency: 'AUD', openingBalance: null, closingBalance: null },
  mapping: null,
  rows: [row(2, 'Coffee Haus', -450, true), row(3, 'Client payment', 120000, false)],
  rowCount: 2,
  duplicates: 1,
  errors: [],
  warnings: [],
  totals,
  newTotals: totals,
};
const committed = {
  id: IMPORT,
  businessId: BUSINESS,
  businessName: 'Acme',
  bankAccount: { id: BANK, name: 'Everyday' },
  fileName: 'july.csv',
  format: 'csv',
  status: 'committed',
  rowCount: 2,
  importedCount: 1,
  duplicateCount: 1,
  error: null,
  createdBy: null,
  createdAt: '2026-07-10T00:00:00Z',
  committedAt: '2026-07-10T00:00:01Z',
};

const savedMapping = {
  id: '00000000-0000-4000-8000-0000000000b4',
  businessId: BUSINESS,
  name: 'Farm co-op bank',
  createdAt: '2026-07-01T00:00:00Z',
  mapping: {
    hasHeader: true,
    dateColumn: 0,
    dateFormat: 'd/m/Y',
    amount: { kind: 'signed', column: 2 },
    descriptionColumns: [1],
    decimal: '.',
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer((req, res) => {
    const key = `${req.method} ${req.path}`;
    if (key === `GET /api/v1/businesses/${BUSINESS}/bank-accounts`)
      return sendJson(res, 200, { data: [bankAccount], pagination: { skip: 0, limit: 1, total: 1 } });
    if (key === `GET /api/v1/businesses/${BUSINESS}/csv-mappings`)
      return sendJson(res, 200, { data: [savedMapping], pagination: { skip: 0, limit: 100, total: 1 } });
    if (key === `POST /api/v1/businesses/${BUSINESS}/bank-accounts/${BANK}/imports`) return sendJson(res, 201, { data: preview });
    if (key === `POST /api/v1/imports/${IMPORT}/commit`) return sendJson(res, 200, { data: committed });
    return sendJson(res, 404, { statusCode: 404, message: 'Not found' });
  });
  signInTo(server.url, { userId: 'u1', roleId: Role.Supervisor, firstName: 'Sam', lastName: 'Super' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

async function chooseColumn(label: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('statement import', { timeout: 90_000 }, () => {
  it('sends the column mapping, marks duplicates in the preview and commits', async () => {
    renderRoutes(
      [{ path: '/conversion', element: <ConversionPage /> }],
      `/conversion?businessId=${BUSINESS}&bankAccountId=${BANK}`,
      createQueryClient(),
    );
    await screen.findByText('Drop a statement here or click to choose one');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const csv = 'Date,Details,Amount\n01/07/2026,Coffee Haus,-4.50\n03/07/2026,Client payment,1200.00\n';
    fireEvent.change(input, { target: { files: [nodeFile(new TextEncoder().encode(csv), 'july.csv', 'text/csv')] } });
    await chooseColumn('Amount column', '3. Amount');
    await chooseColumn('Description column', '2. Details');
    // The live preview reads the first rows in the browser with the new mapping.
    const live = await screen.findByRole('table', { name: 'First rows as read with this mapping' });
    expect(within(live).getByText('1,200.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Upload and preview' }));
    const table = await screen.findByRole('table', { name: 'Rows to import' });
    const coffee = within(table).getByText('Coffee Haus').closest('tr');
    expect(coffee && within(coffee).getByText('Duplicate')).toBeInTheDocument();
    const payment = within(table).getByText('Client payment').closest('tr');
    expect(payment && within(payment).getByText('New')).toBeInTheDocument();
    const upload = server.requests.find((r) => r.method === 'POST' && r.path.endsWith('/imports'));
    expect(upload?.body).toContain('"amount":{"kind":"signed","column":2}');
    expect(upload?.body).toContain('Coffee Haus,-4.50');

    await userEvent.click(screen.getByRole('button', { name: 'Import 1 transactions' }));
    expect(await screen.findByText('1 transactions imported, 1 duplicates skipped (2 rows in the file).')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST' && r.path === `/api/v1/imports/${IMPORT}/commit`)).toBe(true);
  });

  it('offers the saved mappings of the business beside the bank layouts, and reads the file with the chosen one', async () => {
    renderRoutes(
      [{ path: '/conversion', element: <ConversionPage /> }],
      `/conversion?businessId=${BUSINESS}&bankAccountId=${BANK}`,
      createQueryClient(),
    );
    await screen.findByText('Drop a statement here or click to choose one');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const csv = 'Date,Details,Amount\n01/07/2026,Coffee Haus,-4.50\n03/07/2026,Client payment,1200.00\n';
    fireEvent.change(input, { target: { files: [nodeFile(new TextEncoder().encode(csv), 'july.csv', 'text/csv')] } });
    await userEvent.click(await screen.findByRole('radio', { name: 'Ready-made bank layout' }));
    await chooseColumn('Bank layout or saved mapping', 'Farm co-op bank');
    const live = await screen.findByRole('table', { name: 'First rows as read with this mapping' });
    expect(within(live).getByText('1,200.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Upload and preview' }));
    await screen.findByRole('table', { name: 'Rows to import' });
    const upload = server.requests.find((r) => r.method === 'POST' && r.path.endsWith('/imports'));
    expect(upload?.body).toContain('"descriptionColumns":[1]');
    expect(upload?.body).not.toContain('name="bank"');
  });
});
