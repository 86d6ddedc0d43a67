import { Role, type RoleId } from '@ledgerdesk/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { createQueryClient } from '../../app/queryClient';
import type { TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { session } from '../auth/session';
import MasterTablePage from './MasterTablePage';
import {
  ACCOUNTS,
  BUSINESS,
  BUSINESS_ID,
  CODED_ROW,
  LOCK_DATE,
  LOCKED_ROW,
  RECEIPT,
  RECONCILED_ROW,
  RECONCILED_TO,
  startLedgerServer,
  transaction,
} from './test/ledgerServer';

configure({ asyncUtilTimeout: 20_000 });

let server: TestServer;

const signIn = (roleId: RoleId) =>
  session.set({ accessToken: 'token', userId: 'u1', roleId, profile: { firstName: 'An', lastName: 'Nguyen', avatar: null } });

beforeAll(async () => {
  server = await startLedgerServer();
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  signIn(Role.Supervisor);
});

const txRequests = () => server.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/transactions'));

const openPage = (query: string) =>
  renderWithRouter(<MasterTablePage />, { path: `/businesses/master-table${query}`, queryClient: createQueryClient() });

async function openTable() {
  openPage(`?businessId=${BUSINESS_ID}`);
  const grid = await screen.findByRole('grid', { name: 'Transactions' });
  await within(grid).findByText('Payment 1');
  return grid;
}

describe('master table', { timeout: 90_000 }, () => {
  it('shows dates day first and amounts in dollars with a leading minus', async () => {
    const grid = await openTable();
    expect(within(grid).getAllByText('01/03/2026').length).toBeGreaterThan(0);
    expect(within(grid).getByText('15/01/2026')).toBeInTheDocument();
    expect(within(grid).queryByText('2026-03-01')).not.toBeInTheDocument();
    expect(within(grid).getAllByText(/^-\$\d+\.\d\d$/).length).toBeGreaterThan(0);
  });

  it('codes the active row with the keyboard and sends the PUT body', async () => {
    const grid = await openTable();
    grid.focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const account = await screen.findByRole('combobox', { name: 'Account' });
    await userEvent.type(account, 'Office');
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Tax code' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Tax code' })).toHaveValue('GST');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/v1/transactions/00000000-0000-4000-8000-000000000002/coding');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ lines: [{ accountId: ACCOUNTS[2]?.id, taxCode: 'GST', amount: -2200 }] });
    expect(await within(grid).findByText('420 Office supplies')).toBeInTheDocument();
    expect(within(grid).getByText('-$2.00')).toBeInTheDocument();
  });

  it('keeps a split that does not add up unsaved and shows the difference', async () => {
    const grid = await openTable();
    grid.focus();
    await userEvent.keyboard('s');
    const dialog = await screen.findByRole('dialog', { name: 'Split transaction' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '-4.00');
    expect(within(dialog).getByTestId('split-difference')).toHaveTextContent('Difference -$7.00');
    expect(within(dialog).getByRole('button', { name: 'Save split' })).toBeDisabled();
  });

  it("leaves browser shortcuts alone and takes the hint's letters in either case", async () => {
    const grid = await openTable();
    grid.focus();
    await userEvent.keyboard('{Control>}s{/Control}{Control>}a{/Control}');
    expect(screen.queryByRole('dialog', { name: 'Split transaction' })).not.toBeInTheDocument();
    expect(screen.queryByText('No suggestions to accept.')).not.toBeInTheDocument();
    await userEvent.keyboard('S');
    expect(await screen.findByRole('dialog', { name: 'Split transaction' })).toBeInTheDocument();
  });

  it('offers the best match first in the account picker, so Enter takes it', async () => {
    const grid = await openTable();
    grid.focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // "400 Bank fees" comes first in the chart, but the code of "4 Suspense" is exactly "4".
    await userEvent.type(await screen.findByRole('combobox', { name: 'Account' }), '4');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['4 Suspense', '400 Bank fees', '420 Office supplies']);
  });

  it('asks for the next page with the nextCursor as the rows scroll', async () => {
    const grid = await openTable();
    expect(txRequests()[0]?.query.get('cursor')).toBeNull();
    grid.scrollTop = 200 * 40;
    fireEvent.scroll(grid);
    await waitFor(() => expect(txRequests().some((r) => r.query.get('cursor') === '200')).toBe(true));
  });

  it('opens the rule editor from a coded row with R, for a role that writes rules', async () => {
    signIn(Role.CaseManager);
    const grid = await openTable();
    expect(screen.getByText(/· R make a rule ·/)).toBeInTheDocument();
    const coded = transaction(CODED_ROW);
    expect(within(grid).getAllByRole('link', { name: /^Make a rule from/ })).toHaveLength(1);
    expect(within(grid).getByRole('link', { name: `Make a rule from “${coded.description}”` })).toHaveAttribute(
      'href',
      `/auto-coding-system/new?fromTransaction=${coded.id}`,
    );
    grid.focus();
    // An uncoded row has no coding to make a rule of.
    await userEvent.keyboard('{ArrowDown}r');
    expect(screen.getByTestId('location')).toHaveTextContent('/businesses/master-table');
    await userEvent.keyboard('{ArrowUp}r');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/auto-coding-system/new?fromTransaction=${coded.id}`));
  });

  it('offers no rule to a role that may not write rules', async () => {
    const grid = await openTable();
    expect(within(grid).queryByRole('link', { name: /^Make a rule from/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/R make a rule/)).not.toBeInTheDocument();
    grid.focus();
    await userEvent.keyboard('r');
    expect(screen.getByTestId('location')).toHaveTextContent('/businesses/master-table');
  });

  it.each([
    ['without a business', ''],
    ['with a malformed business id', '?businessId=not-a-uuid'],
  ])('asks for a business %s, and opens its table once chosen', async (_case, query) => {
    openPage(query);
    expect(await screen.findByText('Choose a business to see its transactions.')).toBeInTheDocument();
    expect(screen.queryByText(/invalid/i)).not.toBeInTheDocument();
    expect(txRequests()).toHaveLength(0);
    await userEvent.click(screen.getByLabelText('Business', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: BUSINESS.name }));
    const grid = await screen.findByRole('grid', { name: 'Transactions' });
    expect(await within(grid).findByText('Payment 1')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`businessId=${BUSINESS_ID}`);
  });

  it('marks a line in a locked period with a lock that says why, and keeps it from being coded', async () => {
    const grid = await openTable();
    const why = `Locked: the books are closed up to ${LOCK_DATE}, so this line cannot be coded or uncoded until the period is unlocked.`;
    const marks = within(grid).getAllByText(why);
    expect(marks).toHaveLength(1);
    expect(within(grid).getAllByRole('row')[LOCKED_ROW]).toContainElement(marks[0] ?? null);
    await userEvent.hover(marks[0]?.parentElement ?? grid);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(why);
    grid.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();
    await userEvent.keyboard('s');
    expect(screen.queryByRole('dialog', { name: 'Split transaction' })).not.toBeInTheDocument();
  });
});

describe('master table: reconciled lines and attachments', { timeout: 90_000 }, () => {
  it('marks a reconciled line with a lock that says why, disables its Code button, and explains a coding key', async () => {
    const grid = await openTable();
    const why = `Reconciled: this line is part of the bank reconciliation to ${RECONCILED_TO}, so it cannot be recoded or uncoded until that reconciliation is undone on the bank account.`;
    const row = within(grid).getAllByRole('row')[RECONCILED_ROW];
    expect(within(row!).getByText(why)).toBeInTheDocument();
    expect(within(row!).getByRole('button', { name: why })).toBeDisabled();
    const open = within(within(grid).getAllByRole('row')[2]!).getByRole('button', { name: 'Code “Payment 2”' });
    expect(open).toBeEnabled();
    grid.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    // The toast says it beside the row's own (hidden) words.
    await waitFor(() => expect(screen.getAllByText(why)).toHaveLength(2));
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('attaches a receipt from Files to a row, which then shows its paperclip with the count', async () => {
    const grid = await openTable();
    expect(within(grid).getByRole('button', { name: '1 attachment of “Payment 1”' })).toBeInTheDocument();
    await userEvent.click(within(grid).getByRole('button', { name: 'Attach a receipt to “Payment 2”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attachments of “Payment 2”' });
    expect(within(dialog).getByText('No receipt or document is attached to this line yet.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Attach from Files' }));
    await userEvent.click(await screen.findByRole('option', { name: `${RECEIPT.name} · Receipts and invoices` }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST' && r.path.endsWith('/attachments'))).toBe(true));
    const post = server.requests.find((r) => r.method === 'POST' && r.path.endsWith('/attachments'));
    expect(post?.path).toBe(`/api/v1/transactions/${transaction(2).id}/attachments`);
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ fileId: RECEIPT.id });
    expect(await within(dialog).findByRole('button', { name: `Download ${RECEIPT.name}` })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: '1 attachment of “Payment 2”' })).toBeInTheDocument();
  });

  it('lets a Client open a row’s attachments but offers no attach, remove or coding', async () => {
    signIn(Role.Client);
    const grid = await openTable();
    expect(within(grid).queryByRole('button', { name: /^Attach a receipt/ })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: /^Code “/ })).not.toBeInTheDocument();
    await userEvent.click(within(grid).getByRole('button', { name: '1 attachment of “Payment 1”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attachments of “Payment 1”' });
    expect(within(dialog).getByRole('button', { name: `Download ${RECEIPT.name}` })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Attach' })).not.toBeInTheDocument();
  });
});
