/** A real HTTP server answering the ledger endpoints the master table calls, with generated rows. */
import { gstFor, type TaxCode } from '@ledgerdesk/domain';
import { sendJson, sendPage, startServer, type TestServer } from '../../../test/httpServer';
import { buildBusiness } from '../../businesses/test/fixtures';
import type { Account, Transaction } from '../api';

export const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';
/** The business's books are locked up to here: row LOCKED_ROW is dated inside the locked period. */
export const LOCK_DATE = '2026-01-31';
export const LOCKED_ROW = 3;
/** Row RECONCILED_ROW is held by the bank reconciliation to RECONCILED_TO. */
export const RECONCILED_ROW = 5;
export const RECONCILED_TO = '2026-03-31';
/** The file the business's Files offer to attach. */
export const RECEIPT = {
  id: '00000000-0000-4000-8000-0000000000f1',
  name: 'officeworks-receipt.pdf',
  folderName: 'Receipts and invoices',
  mimeType: 'application/pdf',
  size: 2048,
  createdAt: '2026-03-02T00:00:00Z',
};
const attachmentOf = (n: number) => ({
  id: `00000000-0000-4000-8000-0000000a${n.toString().padStart(4, '0')}`,
  fileId: RECEIPT.id,
  name: RECEIPT.name,
  mimeType: RECEIPT.mimeType,
  size: RECEIPT.size,
});
export const BUSINESS = buildBusiness({ id: BUSINESS_ID, name: 'Harbourside Dental', lockDate: LOCK_DATE });
const account = (id: string, code: string, name: string, type: Account['type'], taxCode: TaxCode): Account => ({
  id: `00000000-0000-4000-8000-0000000000${id}`,
  chartId: 'c',
  code,
  name,
  type,
  subtype: 'other',
  taxCode,
  description: '',
  active: true,
  systemRole: null,
  hasPostings: false,
});

export const ACCOUNTS: Account[] = [
  account('c1', '200', 'Sales', 'income', 'GST'),
  account('c2', '400', 'Bank fees', 'expense', 'FRE'),
  account('c3', '420', 'Office supplies', 'expense', 'GST'),
  // Last in the chart, yet the best match for "4": its code is exactly that.
  account('c4', '4', 'Suspense', 'expense', 'GST'),
];

export function transaction(n: number): Transaction {
  return {
    id: `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`,
    date: n === LOCKED_ROW ? '2026-01-15' : '2026-03-01',
    bankAccountId: 'ba1',
    bankAccountName: 'Everyday account',
    description: `Payment ${n}`,
    reference: `R${n}`,
    payee: 'Officeworks',
    amount: -1100 * n,
    status: 'uncoded',
    journalEntryId: null,
    entryNumber: null,
    coding: null,
    codedByRule: null,
    reconciledTo: n === RECONCILED_ROW ? RECONCILED_TO : null,
    attachments: [],
    suggestion: null,
    transfer: null,
  };
}

/** Row 1 arrives coded to bank fees; the others uncoded. */
export const CODED_ROW = 1;

function served(n: number): Transaction {
  const row = transaction(n);
  if (n !== CODED_ROW) return row;
  // The coded row carries its receipt.
  const fees = ACCOUNTS[1]!;
  const line = {
    accountId: fees.id,
    accountCode: fees.code,
    accountName: fees.name,
    taxCode: 'FRE',
    amount: row.amount,
    gst: 0,
    description: null,
  };
  return { ...row, status: 'coded', journalEntryId: 'e0', entryNumber: 6, coding: { lines: [line] }, attachments: [attachmentOf(n)] };
}

/** `total` rows served 200 a page; the cursor is the index of the next row. */
export async function startLedgerServer(total = 450): Promise<TestServer> {
  return startServer((req, res) => {
    if (req.method === 'GET' && req.path === `/api/v1/businesses/${BUSINESS_ID}`) sendJson(res, 200, { data: BUSINESS });
    else if (req.method === 'GET' && req.path === '/api/v1/businesses') sendPage(req, res, [BUSINESS]);
    else if (req.method === 'GET' && req.path === `/api/v1/businesses/${BUSINESS_ID}/transactions`) {
      const start = Number(req.query.get('cursor') ?? '0');
      const limit = Number(req.query.get('limit') ?? '50');
      const end = Math.min(total, start + limit);
      const data = Array.from({ length: end - start }, (_, i) => served(start + i + 1));
      sendJson(res, 200, { data, pagination: { limit, nextCursor: end < total ? String(end) : null } });
    } else if (req.method === 'GET' && req.path === `/api/v1/businesses/${BUSINESS_ID}/accounts`) {
      sendJson(res, 200, { data: ACCOUNTS, pagination: { skip: 0, limit: 3, total: 3 } });
    } else if (req.method === 'PUT' && req.path.endsWith('/coding')) {
      const id = req.path.split('/')[4] ?? '';
      const n = Number(id.slice(-12));
      const body = JSON.parse(req.body) as { lines: { accountId: string; taxCode: TaxCode; amount: number }[] };
      const lines = body.lines.map((line) => {
        const account = ACCOUNTS.find((a) => a.id === line.accountId);
        return {
          ...line,
          accountCode: account?.code ?? '',
          accountName: account?.name ?? '',
          gst: gstFor(line.taxCode, line.amount),
          description: null,
        };
      });
      sendJson(res, 200, { data: { ...transaction(n), status: 'coded', journalEntryId: 'e1', entryNumber: 7, coding: { lines } } });
    } else if (req.method === 'GET' && req.path.endsWith('/attachable-files')) sendJson(res, 200, { data: [RECEIPT] });
    else if (req.method === 'POST' && req.path.endsWith('/attachments')) {
      const n = Number((req.path.split('/')[4] ?? '').slice(-12));
      sendJson(res, 201, { data: [attachmentOf(n)] });
    } else sendJson(res, 404, { statusCode: 404, message: 'Not found' });
  });
}
