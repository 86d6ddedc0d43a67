/**
 * The conversion page reads a CSV right first time (header or not, guessed or through a bank
 * layout), refuses with reasons, explains its preview, and names the business it works on.
 */
import { ErrorCode, Role } from '@ledgerdesk/domain';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderRoutes } from '../../test/render';
import { signInTo } from '../../test/session';
import { withNodeMultipart } from '../brands/nodeMultipart';
import NewBankAccountPage from '../banking/NewBankAccountPage';
import { BUSINESS, conversionRoutes, openWithCsv, preview, row } from './conversion.fixture';

configure({ asyncUtilTimeout: 20_000 });
withNodeMultipart();

/** What the next upload answers; each test sets its own. */
let answer: (res: ServerResponse) => void = (res) => sendJson(res, 201, { data: preview });
let server: TestServer;
beforeAll(async () => {
  server = await startServer(conversionRoutes((res) => answer(res)));
  signInTo(server.url, { userId: 'u1', roleId: Role.Supervisor, firstName: 'Sam', lastName: 'Super' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  answer = (res) => sendJson(res, 201, { data: preview });
});

const field = (name: string) => screen.getByRole('combobox', { name });

describe('the conversion page', { timeout: 90_000 }, () => {
  it('starts the mapping from the header of a date,description,amount file, and reads it right without a click', async () => {
    await openWithCsv('date,description,amount\n01/07/2026,Coffee Haus,-4.50\n03/07/2026,Client payment,1200.00\n');
    const live = await screen.findByRole('table', { name: 'First rows as read with this mapping' });
    expect(within(live).getByText('Client payment')).toBeInTheDocument();
    expect(within(live).getByText('$1,200.00')).toBeInTheDocument();
    expect(field('Amount column')).toHaveValue('3. amount');
    expect(field('Description column')).toHaveValue('2. description');
    expect(screen.getByTestId('mapping-guess')).toHaveTextContent("read from the file's header and content");
    await userEvent.click(screen.getByRole('button', { name: 'Upload and preview' }));
    await screen.findByRole('table', { name: 'Rows to import' });
    const upload = server.requests.find((r) => r.method === 'POST' && r.path.endsWith('/imports'));
    expect(upload?.body).toContain('"amount":{"kind":"signed","column":2}');
    expect(upload?.body).toContain('"descriptionColumns":[1]');
  });

  it('maps a header-less file by its content', async () => {
    await openWithCsv('01/07/2026,-4.50,Coffee Haus,+995.50\n03/07/2026,+1200.00,Client payment,+2195.50\n');
    const live = await screen.findByRole('table', { name: 'First rows as read with this mapping' });
    expect(within(live).getByText('Coffee Haus')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'The first row is a header' })).not.toBeChecked();
    expect(field('Amount column')).toHaveValue('Column 2');
    expect(field('Running balance column')).toHaveValue('Column 4');
  });

  it('fits a ready-made bank layout to the file’s header', async () => {
    await openWithCsv('Date,Description,Amount,Balance\n01/07/2026,Coffee Haus,-4.50,995.50\n03/07/2026,Client payment,1200.00,2195.50\n');
    await userEvent.click(await screen.findByRole('radio', { name: 'Ready-made bank layout' }));
    const live = await screen.findByRole('table', { name: 'First rows as read with this mapping' });
    expect(within(live).getByText('Client payment')).toBeInTheDocument();
    expect(within(live).getByText('$1,200.00')).toBeInTheDocument();
  });

  it('says before any upload why a mapping reads nothing', async () => {
    await openWithCsv('2026.07.01,Coffee,-4.50\n2026.07.02,Tea,-3.00\n');
    expect(await screen.findByTestId('mapping-guess')).toHaveTextContent('could not be recognised');
    const nothing = await screen.findByTestId('live-nothing');
    expect(nothing).toHaveTextContent('Nothing can be imported with this mapping');
    // The form's defaults take the first row as a header; the second is read, and fails.
    expect(nothing).toHaveTextContent("Line 2: the date '2026.07.02' is not a date written d/m/Y");
  });

  it('shows a refusal of a statement with nothing to import, line by line', async () => {
    answer = (res) =>
      sendJson(res, 422, {
        statusCode: 422,
        code: ErrorCode.NOTHING_TO_IMPORT,
        message: 'None of the 8 rows could be read, so nothing was imported.',
        details: {
          rowsRead: 8,
          failures: [2, 3].map((line) => ({
            line,
            reason: 'unreadable',
            message: 'x',
            text: null,
            problem: { code: 'badDate', value: `2026.07.0${line}`, formats: 'd/m/Y' },
          })),
        },
      });
    await openWithCsv('Date,Description,Amount\n01/07/2026,Coffee,-4.50\n');
    await userEvent.click(await screen.findByRole('button', { name: 'Upload and preview' }));
    const refusal = await screen.findByTestId('import-refused');
    expect(refusal).toHaveTextContent('Nothing in this file can be imported');
    expect(refusal).toHaveTextContent('None of the 8 rows read can be imported.');
    expect(refusal).toHaveTextContent("Line 2: the date '2026.07.02' is not a date written d/m/Y");
    expect(refusal).toHaveTextContent('Choose the date format the file uses');
  });

  it('explains the preview: rows read, kept and left out, and the closing balance against the statement', async () => {
    answer = (res) =>
      sendJson(res, 201, {
        data: {
          ...preview,
          rows: [row(3, 'Client payment', 120000, false)],
          rowCount: 1,
          duplicates: 0,
          rowsRead: 3,
          droppedCounts: [{ reason: 'summary', count: 2 }],
          dropped: [
            { line: 2, reason: 'summary', message: 'x', text: 'Opening Balance', problem: null },
            { line: 4, reason: 'summary', message: 'x', text: 'Closing Balance', problem: null },
          ],
          balance: {
            basis: 'statement',
            start: 10000,
            movement: 120000,
            computed: 130000,
            stated: 130500,
            statedDate: null,
            difference: 500,
          },
        },
      });
    await openWithCsv('Date,Description,Amount\n01/07/2026,Coffee,-4.50\n');
    await userEvent.click(await screen.findByRole('button', { name: 'Upload and preview' }));
    const summary = await screen.findByTestId('preview-summary');
    expect(summary).toHaveTextContent('CSV: 3 rows read, 1 kept (1 new, 0 already in the account), 2 left out.');
    expect(within(summary).getByTestId('dropped-rows')).toHaveTextContent(
      "Line 2: 'Opening Balance' sums up the statement; it is not a transaction",
    );
    expect(within(summary).getByTestId('dropped-rows')).toHaveTextContent('2 balance or total rows');
    expect(within(summary).getByTestId('balance-check')).toHaveTextContent(
      "Opening balance $100.00 plus the statement's rows $1,200.00 makes $1,300.00; the statement's closing balance is $1,305.00. They differ by $5.00",
    );
  });

  it('names the business and links back to it', async () => {
    await openWithCsv('date,description,amount\n01/07/2026,Coffee,-4.50\n');
    const link = await screen.findByRole('link', { name: 'Back to Acme Plumbing' });
    expect(link).toHaveAttribute('href', `/businesses/${BUSINESS}?tab=bank-accounts`);
  });

  it('names the business in the add-account wizard, with a link back to it', async () => {
    renderRoutes(
      [{ path: '/businesses/new-account', element: <NewBankAccountPage /> }],
      `/businesses/new-account?businessId=${BUSINESS}`,
      createQueryClient(),
    );
    const link = await screen.findByRole('link', { name: 'Back to Acme Plumbing' });
    expect(link).toHaveAttribute('href', `/businesses/${BUSINESS}?tab=bank-accounts`);
  });
});
