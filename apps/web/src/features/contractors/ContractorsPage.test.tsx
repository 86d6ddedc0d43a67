import { Role } from '@ledgerdesk/domain';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import type { TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { signInTo } from '../../test/session';
import ContractorsPage from './ContractorsPage';
import { startContractorsServer } from './test/contractorsServer';

configure({ asyncUtilTimeout: 20_000 });

let server: TestServer;
beforeAll(async () => {
  server = await startContractorsServer();
  signInTo(server.url, { userId: 'u1', roleId: Role.CaseManager, firstName: 'An', lastName: 'Nguyen' });
});
afterAll(() => server.close());

const lastBody = (method: string, suffix: string) =>
  JSON.parse(server.requests.findLast((r) => r.method === method && r.path.endsWith(suffix))?.body ?? '{}') as Record<string, unknown>;

async function openBusiness(user: ReturnType<typeof userEvent.setup>) {
  renderWithRouter(<ContractorsPage />, { path: '/subcontractor-keyword-abn', queryClient: createQueryClient() });
  expect(screen.getByText('Choose a business to see its contractors.')).toBeInTheDocument();
  await user.click(screen.getByPlaceholderText('Choose a business'));
  await user.click(await screen.findByRole('option', { name: 'Harbour Builders' }));
}

describe('contractors and TPAR', { timeout: 90_000 }, () => {
  it('adds a contractor, saying whether the ABN checksum holds before it is sent', async () => {
    const user = userEvent.setup();
    await openBusiness(user);
    expect(await screen.findByText(/No contractors yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add contractor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contractor' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Acme Tiling');
    const abn = within(dialog).getByRole('textbox', { name: 'ABN' });
    await user.type(abn, '12345678901');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/This ABN fails the checksum/)).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST' && r.path.endsWith('/contractors'))).toBe(false);

    await user.clear(abn);
    await user.type(abn, '51824753556');
    expect(within(dialog).getByText('Checksum correct')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('e.g. ACME TILING'), 'acme tiling{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('cell', { name: /Acme Tiling/ })).toBeInTheDocument();
    expect(lastBody('POST', '/contractors')).toMatchObject({ name: 'Acme Tiling', abn: '51824753556', keywords: ['acme tiling'] });
    expect(screen.getByRole('cell', { name: '51 824 753 556' })).toBeInTheDocument();
  });

  it('scans, flags a payee without an ABN, and confirms the payment as 47% withheld', async () => {
    const user = userEvent.setup();
    await openBusiness(user);
    await user.click(await screen.findByRole('tab', { name: 'Find payments' }));
    await user.click(screen.getByRole('button', { name: 'Scan bank lines' }));
    expect(await screen.findByText(/47% withholding applies/)).toBeInTheDocument();
    expect(screen.getByText('CASH CONCRETING JOB')).toBeInTheDocument();
    expect(screen.getByText('530.00')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '47% withheld' }));
    await user.click(screen.getByRole('button', { name: 'Confirm 1 payment' }));
    expect(await screen.findByText('1 payment linked to its contractor.')).toBeInTheDocument();
    expect(lastBody('POST', '/contractor-payments')).toEqual({
      links: [
        { transactionId: '00000000-0000-4000-8000-000000000071', contractorId: '00000000-0000-4000-8000-0000000000c2', withheld: true },
      ],
    });
  });

  it('shows the TPAR of the year with the no-ABN flag and totals', async () => {
    const user = userEvent.setup();
    await openBusiness(user);
    await user.click(await screen.findByRole('tab', { name: 'TPAR' }));
    const table = await screen.findByRole('table', { name: /^TPAR/ });
    const row = within(table).getByText('Cash Concreting').closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Cash Concreting', 'No ABN quoted: 47% withholding', '3 Quarry Rd, Penrith, NSW, 2750', '1,000.00', '0.00', '470.00']);
    expect(within(table).getByText('Total')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ATO electronic file' })).toBeEnabled();
    expect(screen.getByText('No payments are linked in this year.')).toBeInTheDocument();
  });
});
