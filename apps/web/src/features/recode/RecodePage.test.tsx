import { Role, type RoleId } from '@ledgerdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import type { TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { signInTo } from '../../test/session';
import RecodePage from './RecodePage';
import { BRAND_ID, JOB_ID, RUN_ID, startRecodeServer } from './test/recodeServer';

configure({ asyncUtilTimeout: 20_000 });

let server: TestServer;

const signInAs = (roleId: RoleId) => signInTo(server.url, { userId: 'u1', roleId, firstName: 'An', lastName: 'Nguyen' });

beforeAll(async () => {
  server = await startRecodeServer();
  signInAs(Role.CaseManager);
});
afterAll(() => server.close());

/** The last call to `path`: each test reads its own. */
const bodyOf = (path: string) => JSON.parse(server.requests.findLast((r) => r.path === path)?.body ?? '{}') as Record<string, unknown>;

describe('find and recode', { timeout: 90_000 }, () => {
  it('searches, shows the totals, previews the GST impact, applies with a count and undoes', async () => {
    const user = userEvent.setup();
    renderWithRouter(<RecodePage />, { path: '/find-and-recode', queryClient: createQueryClient() });
    // A Case Manager works on businesses, not brands: no brand to choose.
    expect(screen.queryByRole('combobox', { name: 'Brand' })).toBeNull();

    expect(await screen.findByText('No recodes yet. Each batch you recode is listed here and can be undone.')).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Value' }), 'uber{Enter}');
    expect(await screen.findByTestId('recode-totals')).toHaveTextContent('3 lines found, total $600.00, GST $60.00');
    expect(screen.getByText(/1 of them \(\$300\.00\) are in a locked period or reconciled/)).toBeInTheDocument();
    expect(screen.getByText('400 Office expenses: 3 · $600.00')).toBeInTheDocument();
    expect(bodyOf('/api/v1/recode/search')).toMatchObject({
      conditions: { match: 'all', conditions: [{ field: 'description', op: 'contains', value: 'uber' }] },
      target: { scope: { kind: 'all' } },
      skip: 0,
      limit: 50,
    });

    await user.type(screen.getByRole('textbox', { name: 'New account code' }), '493');
    await user.click(screen.getByRole('button', { name: 'Preview report impact' }));
    const gst = await screen.findByRole('table', { name: 'GST labels 01/01/2026 to 31/03/2026' });
    const g1 = within(gst).getByText('G1').closest('tr');
    expect(g1).not.toBeNull();
    expect(
      within(g1 as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['G1', '$1,234.00', '$987.00']);
    expect(screen.getByText('1 line in a locked period or reconciled stays as it is')).toBeInTheDocument();
    expect(bodyOf('/api/v1/recode/preview')).toMatchObject({ change: { accountCode: '493' } });

    await user.click(screen.getByRole('button', { name: 'Recode' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Recode 2 lines' }));
    // Queued: the page follows the job's progress until it is done.
    expect(await screen.findByText('Writing 2 lines in one batch…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of the run' })).toBeInTheDocument();
    expect(await screen.findByText('2 lines recoded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Progress of the run' })).not.toBeInTheDocument());
    expect(bodyOf('/api/v1/recode/apply')).toMatchObject({ change: { accountCode: '493' }, target: { scope: { kind: 'all' } } });

    // The toast offers the undo at once; the recent recodes keep it after the toast has gone.
    const toast = screen.getByText('2 lines recoded').parentElement as HTMLElement;
    expect(within(toast).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    const batch = await screen.findByTestId('recode-run');
    expect(batch).toHaveTextContent('An Nguyen');
    expect(batch).toHaveTextContent('2 lines · 1 business');
    await user.click(within(batch).getByRole('button', { name: 'Undo' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Undo recode' }));
    expect(await screen.findByText('Recode undone')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('recode-run')).queryByRole('button', { name: 'Undo' })).toBeNull());
    expect(screen.getByTestId('recode-run')).toHaveTextContent(/Undone/);
    await waitFor(() => expect(server.requests.some((r) => r.path === `/api/v1/recode/runs/${RUN_ID}/undo`)).toBe(true));
  });

  it('shows why a queued recode failed, until it is closed', async () => {
    const failing = await startRecodeServer({ failing: true });
    try {
      signInTo(failing.url, { userId: 'u1', roleId: Role.CaseManager, firstName: 'An', lastName: 'Nguyen' });
      // A recode started before a reload: the page finds its job again.
      sessionStorage.setItem('ledgerdesk.codingJob.recode', JOB_ID);
      const user = userEvent.setup();
      renderWithRouter(<RecodePage />, { path: '/find-and-recode', queryClient: createQueryClient() });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The run failed: nothing was changed');
      expect(alert).toHaveTextContent('No open line matches these conditions.');
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      expect(sessionStorage.getItem('ledgerdesk.codingJob.recode')).toBeNull();
    } finally {
      await failing.close();
      signInAs(Role.CaseManager);
    }
  });

  it('searches every business of a brand a Super Admin chooses', async () => {
    signInAs(Role.SuperAdmin);
    const user = userEvent.setup();
    renderWithRouter(<RecodePage />, { path: '/find-and-recode', queryClient: createQueryClient() });
    await user.click(await screen.findByRole('combobox', { name: 'Brand' }));
    await user.click(await screen.findByRole('option', { name: 'Saigon Books' }));
    await user.type(screen.getByRole('textbox', { name: 'Value' }), 'uber{Enter}');
    await screen.findByTestId('recode-totals');
    expect(bodyOf('/api/v1/recode/search')).toMatchObject({ target: { scope: { kind: 'brand', brandId: BRAND_ID } } });
    signInAs(Role.CaseManager);
  });
});
