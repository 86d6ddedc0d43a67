import { Role } from '@ledgerdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import type { TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { signInTo } from '../../test/session';
import { JournalFormModal } from './JournalForm';
import { ACCOUNTS, BUSINESS_ID, startLedgerServer } from './test/ledgerServer';

configure({ asyncUtilTimeout: 20_000 });

let server: TestServer;

beforeAll(async () => {
  server = await startLedgerServer();
  signInTo(server.url, { userId: 'u1', roleId: Role.Supervisor, firstName: 'An', lastName: 'Nguyen' });
});
afterAll(() => server.close());

describe('new journal', { timeout: 90_000 }, () => {
  it('enables Post only once debits equal credits, then posts signed cents', async () => {
    renderWithRouter(<JournalFormModal businessId={BUSINESS_ID} opened onClose={() => undefined} />, { queryClient: createQueryClient() });
    const dialog = await screen.findByRole('dialog', { name: 'New journal' });
    const lines = within(dialog).getAllByTestId('journal-line');
    const [first, second] = lines;
    if (!first || !second) throw new Error('two lines expected');
    for (const [line, name] of [
      [first, 'Office'],
      [second, 'Sales'],
    ] as const) {
      await userEvent.click(within(line).getByRole('combobox', { name: 'Account' }));
      await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
    }
    await userEvent.type(within(first).getByRole('textbox', { name: 'Debit' }), '100');
    await userEvent.type(within(second).getByRole('textbox', { name: 'Credit' }), '60');
    const submit = within(dialog).getByRole('button', { name: 'Post journal' });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByTestId('journal-totals')).toHaveTextContent('Difference $40.00');
    await userEvent.clear(within(second).getByRole('textbox', { name: 'Credit' }));
    await userEvent.type(within(second).getByRole('textbox', { name: 'Credit' }), '100.00');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
    const post = server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
      adjustment: false,
      lines: [
        { accountId: ACCOUNTS[2]?.id, amount: 10000, taxCode: null },
        { accountId: ACCOUNTS[0]?.id, amount: -10000, taxCode: null },
      ],
    });
  });

  it("posts an adjusting entry of a report, dated at the report's end", async () => {
    server.requests.length = 0;
    renderWithRouter(<JournalFormModal businessId={BUSINESS_ID} adjustment={{ date: '2026-06-30' }} opened onClose={() => undefined} />, {
      queryClient: createQueryClient(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Adjusting entry' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue('30/06/2026');
    const [first, second] = within(dialog).getAllByTestId('journal-line');
    if (!first || !second) throw new Error('two lines expected');
    for (const [line, name] of [
      [first, 'Office'],
      [second, 'Sales'],
    ] as const) {
      await userEvent.click(within(line).getByRole('combobox', { name: 'Account' }));
      await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
    }
    await userEvent.type(within(first).getByRole('textbox', { name: 'Debit' }), '12.50');
    await userEvent.type(within(second).getByRole('textbox', { name: 'Credit' }), '12.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post journal' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(JSON.parse(server.requests.find((r) => r.method === 'POST')?.body ?? '{}')).toMatchObject({
      date: '2026-06-30',
      adjustment: true,
    });
  });
});
