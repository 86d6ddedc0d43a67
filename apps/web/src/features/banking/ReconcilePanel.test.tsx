/** Reconciling a bank account from the business page's bank accounts: the figures, marking it reconciled, undoing it, and what a Client sees. */
import { Role, type BankAccountDto, type ReconciliationDto, type ReconciliationRecordDto, type RoleId } from '@ledgerdesk/domain';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderRoutes } from '../../test/render';
import { session } from '../auth/session';
import BusinessPage from '../businesses/BusinessPage';
import { buildBusiness } from '../businesses/test/fixtures';

configure({ asyncUtilTimeout: 20_000 });

const business = buildBusiness();
const account: BankAccountDto = {
  id: '00000000-0000-4000-8000-0000000000b1',
  businessId: business.id,
  name: 'Cheque',
  bsb: '062-000',
  accountNumber: '•••• 6789',
  kind: 'manual',
  ledgerAccount: { id: '00000000-0000-4000-8000-0000000000a1', code: '1-1110', name: 'Cheque account' },
  openingBalance: 0,
  openingDate: null,
  status: 'active',
  transactionCount: 3,
  lastImportAt: null,
  feed: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const base = `/api/v1/businesses/${business.id}/bank-accounts`;
const LEDGER = -206_000;
let history: ReconciliationRecordDto[] = [];
let server: TestServer;

/** The server's answer: the ledger holds -2,060.00 and every line is coded; the statement is what was typed, or the import's. */
function figures(date: string, typed: string | null): ReconciliationDto {
  const statementBalance = typed === null ? -206_000 : Number(typed);
  const difference = statementBalance - LEDGER;
  return {
    bankAccountId: account.id,
    date,
    statementBalance,
    statementSource: typed === null ? 'import' : 'typed',
    ledgerBalance: LEDGER,
    difference,
    unexplained: difference,
    reconciles: difference === 0,
    uncoded: { count: 0, amount: 0, lines: [] },
    unmatched: {
      count: 1,
      amount: 5_000,
      lines: [{ id: 'e1', date: '2024-07-20', description: 'Owner top-up', amount: 5_000, entryNumber: 7 }],
    },
    reconciledThrough: history[0]?.statementDate ?? null,
    statements: [{ date: '2024-07-31', balance: -206_000, fileName: 'july.csv' }],
    history,
  };
}

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === `/api/v1/businesses/${business.id}`) return sendJson(res, 200, { data: business });
    if (req.path === base) return sendJson(res, 200, { data: [account], pagination: { skip: 0, limit: 1, total: 1 } });
    if (req.path === `${base}/${account.id}/reconciliation`)
      return sendJson(res, 200, { data: figures(req.query.get('date') ?? '', req.query.get('statementBalance')) });
    if (req.path === `${base}/${account.id}/reconciliations` && req.method === 'POST') {
      const body = JSON.parse(req.body) as { statementDate: string; statementBalance: number };
      const record = { id: 'r1', ...body, lineCount: 3, createdBy: 'Trần Thu Hà', createdAt: '2025-02-01T03:00:00.000Z' };
      history = [record];
      return sendJson(res, 201, { data: record });
    }
    if (req.path === `${base}/${account.id}/reconciliations/r1` && req.method === 'DELETE') {
      history = [];
      res.statusCode = 204;
      return res.end();
    }
    return sendJson(res, 200, { data: [], pagination: { skip: 0, limit: 0, total: 0 } });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});
afterAll(() => server.close());
beforeEach(() => {
  history = [];
  server.requests.length = 0;
});

const open = (roleId: RoleId) => {
  session.set({ accessToken: 'token', userId: 'u3', roleId, profile: { firstName: 'Trần', lastName: 'Thu Hà', avatar: null } });
  return renderRoutes([{ path: '/businesses/:id', element: <BusinessPage /> }], `/businesses/${business.id}?tab=bank-accounts`);
};

describe('bank reconciliation', { timeout: 90_000 }, () => {
  it('opens from the bank accounts, shows the difference, and marks the account reconciled once the balances agree', async () => {
    const { router } = open(Role.CaseManager);
    await userEvent.click(await screen.findByRole('button', { name: 'Reconcile Cheque' }));
    expect(await screen.findByRole('heading', { name: 'Reconcile Cheque' })).toBeInTheDocument();
    expect(router.state.location.search).toContain(`reconcile=${account.id}`);

    const pick = await screen.findByRole('combobox', { name: 'Imported statements' });
    await userEvent.click(pick);
    await userEvent.click(await screen.findByRole('option', { name: /31\/07\/2024 · -\$2,060\.00 · july\.csv/ }));
    expect(await screen.findByText(/The statement and the ledger agree/)).toBeInTheDocument();
    expect(screen.getByText('Ledger lines without a bank line: 1, totalling $50.00')).toBeInTheDocument();
    expect(screen.getByText('Owner top-up')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /Statement balance/ }), '-2,000.00');
    expect(await screen.findByText('The statement and the ledger differ by $60.00.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark reconciled to 31/07/2024' })).toBeDisabled();

    await userEvent.clear(screen.getByRole('textbox', { name: /Statement balance/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Statement balance/ }), '-2060');
    const mark = screen.getByRole('button', { name: 'Mark reconciled to 31/07/2024' });
    await screen.findByText(/The statement and the ledger agree/);
    await userEvent.click(mark);
    expect(await screen.findByText('Reconciled to 31/07/2024.')).toBeInTheDocument();
    const posted = server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(posted?.body ?? '{}')).toEqual({ statementDate: '2024-07-31', statementBalance: -206_000 });
    expect(await screen.findByText(/The account is reconciled to 31\/07\/2024/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark reconciled/ })).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Reconciliations' });
    expect(await within(table).findByText('Trần Thu Hà')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Undo the reconciliation to 31/07/2024' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Reconciliation undone.')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('lets a Client see the figures without marking or undoing anything', async () => {
    history = [
      { id: 'r1', statementDate: '2024-06-30', statementBalance: 0, lineCount: 0, createdBy: null, createdAt: '2025-01-01T00:00:00.000Z' },
    ];
    open(Role.Client);
    await userEvent.click(await screen.findByRole('button', { name: 'Reconcile Cheque' }));
    expect(await screen.findByText('Reconciled to 30/06/2024')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark reconciled/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Undo the reconciliation/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Cheque' })).not.toBeInTheDocument();
  });
});
