/** What the conversion page's component tests serve and do: a business, its bank account, a preview, a commit, a saved mapping. */
import { fireEvent, screen } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { createQueryClient } from '../../app/queryClient';
import { sendJson, type RecordedRequest } from '../../test/httpServer';
import { renderRoutes } from '../../test/render';
import { nodeFile } from '../brands/nodeMultipart';
import ConversionPage from './ConversionPage';

export const BUSINESS = '00000000-0000-4000-8000-0000000000b1';
export const BANK = '00000000-0000-4000-8000-0000000000b2';
export const IMPORT = '00000000-0000-4000-8000-0000000000b3';
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
export const row = (line: number, description: string, amount: number, duplicate: boolean) => ({
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
export const preview = {
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
  rowsRead: 2,
  droppedCounts: [],
  dropped: [],
  warnings: [],
  balance: null,
  totals,
  newTotals: totals,
};
export const committed = {
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

export const savedMapping = {
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

export const business = {
  id: BUSINESS,
  name: 'Acme Plumbing',
  legalName: null,
  abn: null,
  clientId: 'c1',
  clientName: 'Acme',
  clientCode: 'CL-000001',
  status: 'active',
  gstRegistered: true,
  gstBasis: 'cash',
  basFrequency: 'quarterly',
  financialYearStartMonth: 7,
  lockDate: null,
  caseManagers: [],
  createdAt: '2026-01-01T00:00:00Z',
};

/** Answers the page's calls; `upload` answers the statement upload (the preview above by default). */
export function conversionRoutes(upload: (res: ServerResponse) => void = (res) => sendJson(res, 201, { data: preview })) {
  return (req: RecordedRequest, res: ServerResponse) => {
    const key = `${req.method} ${req.path}`;
    if (key === `GET /api/v1/businesses/${BUSINESS}`) return sendJson(res, 200, { data: business });
    if (key === `GET /api/v1/businesses/${BUSINESS}/bank-accounts`)
      return sendJson(res, 200, { data: [bankAccount], pagination: { skip: 0, limit: 1, total: 1 } });
    if (key === `GET /api/v1/businesses/${BUSINESS}/csv-mappings`)
      return sendJson(res, 200, { data: [savedMapping], pagination: { skip: 0, limit: 100, total: 1 } });
    if (key === `POST /api/v1/businesses/${BUSINESS}/bank-accounts/${BANK}/imports`) return upload(res);
    if (key === `POST /api/v1/imports/${IMPORT}/commit`) return sendJson(res, 200, { data: committed });
    return sendJson(res, 404, { statusCode: 404, message: 'Not found' });
  };
}

/** Opens /conversion for the bank account above and chooses `csv` as the statement. */
export async function openWithCsv(csv: string) {
  renderRoutes(
    [{ path: '/conversion', element: <ConversionPage /> }],
    `/conversion?businessId=${BUSINESS}&bankAccountId=${BANK}`,
    createQueryClient(),
  );
  await screen.findByText('Drop a statement here or click to choose one');
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [nodeFile(new TextEncoder().encode(csv), 'july.csv', 'text/csv')] } });
}
