import { Role } from '@ledgerdesk/domain';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../test/httpServer';
import { signInTo } from '../../test/session';
import { withNodeMultipart } from '../brands/nodeMultipart';
import { conversionRoutes, IMPORT, openWithCsv } from './conversion.fixture';

configure({ asyncUtilTimeout: 20_000 });
withNodeMultipart();

let server: TestServer;
beforeAll(async () => {
  server = await startServer(conversionRoutes());
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
    await openWithCsv('Date,Details,Amount\n01/07/2026,Coffee Haus,-4.50\n03/07/2026,Client payment,1200.00\n');
    await chooseColumn('Amount column', '3. Amount');
    await chooseColumn('Description column', '2. Details');
    // The live preview reads the first rows in the browser with the new mapping.
    const live = await screen.findByRole('table', { name: 'First rows as read with this mapping' });
    expect(within(live).getByText('$1,200.00')).toBeInTheDocument();

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
    await openWithCsv('Date,Details,Amount\n01/07/2026,Coffee Haus,-4.50\n03/07/2026,Client payment,1200.00\n');
    await userEvent.click(await screen.findByRole('radio', { name: 'Ready-made bank layout' }));
    await chooseColumn('Bank layout or saved mapping', 'Farm co-op bank');
    const live = await screen.findByRole('table', { name: 'First rows as read with this mapping' });
    expect(within(live).getByText('$1,200.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Upload and preview' }));
    await screen.findByRole('table', { name: 'Rows to import' });
    const upload = server.requests.find((r) => r.method === 'POST' && r.path.endsWith('/imports'));
    expect(upload?.body).toContain('"descriptionColumns":[1]');
    expect(upload?.body).not.toContain('name="bank"');
  });
});
