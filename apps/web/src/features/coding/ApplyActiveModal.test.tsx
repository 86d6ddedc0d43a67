import { Role, type RunDto } from '@ledgerdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { page } from '../../test/contracts';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { signInTo } from '../../test/session';
import { buildBusiness } from '../businesses/test/fixtures';
import { ApplyActiveModal } from './ApplyActiveModal';

configure({ asyncUtilTimeout: 20_000 });

const BUSINESS = buildBusiness();
const RUN: RunDto = {
  id: '00000000-0000-4000-8000-0000000000c1',
  kind: 'apply',
  createdAt: '2026-03-02T09:00:00.000Z',
  createdBy: 'Trần Thu Hà',
  rules: [{ id: '00000000-0000-4000-8000-0000000000d1', name: 'Uber → Travel', version: 1 }],
  businessCount: 1,
  lineCount: 30,
  undoneAt: null,
  undoneBy: null,
};

/** How the server answers the apply: at once, only once confirmed, or with a refusal. */
let mode: 'ok' | 'confirm' | 'refuse' = 'ok';
let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.method === 'GET' && req.path === '/api/v1/businesses') return sendJson(res, 200, page([BUSINESS]));
    if (req.method === 'GET' && req.path === `/api/v1/businesses/${BUSINESS.id}/bank-accounts`) return sendJson(res, 200, page([]));
    if (req.method === 'POST' && req.path === '/api/v1/coding-rules/apply-active') {
      const { confirmed } = JSON.parse(req.body) as { confirmed: boolean };
      if (mode === 'refuse') return sendJson(res, 403, { statusCode: 403, message: 'You may not run rules on this business.' });
      if (mode === 'confirm' && !confirmed)
        return sendJson(res, 409, {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'The active rules would code 30 of the 40 lines in the target, more than half: confirm to apply it.',
          details: { needsConfirmation: true, lines: 30, total: 40 },
        });
      return sendJson(res, 200, { data: RUN });
    }
    if (req.method === 'POST' && req.path === `/api/v1/coding-runs/${RUN.id}/undo`)
      return sendJson(res, 200, {
        data: {
          run: { ...RUN, undoneAt: '2026-03-02T09:05:00.000Z', undoneBy: 'Trần Thu Hà' },
          restored: 30,
          keptChangedSince: [],
          keptLocked: [],
        },
      });
    return sendJson(res, 404, { statusCode: 404, message: 'Not found' });
  });
  signInTo(server.url, { userId: 'u3', roleId: Role.CaseManager, firstName: 'Trần', lastName: 'Thu Hà' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const applies = () => server.requests.filter((r) => r.path === '/api/v1/coding-rules/apply-active').map((r): unknown => JSON.parse(r.body));

async function openModal() {
  renderWithRouter(<ApplyActiveModal opened onClose={() => undefined} businessId={BUSINESS.id} />, { queryClient: createQueryClient() });
  const dialog = await screen.findByRole('dialog', { name: 'Apply the active rules to existing lines' });
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Business/ })).toHaveValue('Harbourside Dental'));
  return dialog;
}

describe('apply the active rules', { timeout: 90_000 }, () => {
  it('applies to the chosen business, says how many lines it coded and undoes the run', async () => {
    mode = 'ok';
    const user = userEvent.setup();
    const dialog = await openModal();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include lines coded by hand' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply active rules' }));

    expect(await within(dialog).findByText('Coded 30 lines in one batch.')).toHaveAttribute('role', 'status');
    expect(applies()).toEqual([{ target: { businessId: BUSINESS.id, bankAccountIds: [], includeCoded: true }, confirmed: false }]);
    // The toast says it too, outside the modal.
    expect(screen.getAllByText('Coded 30 lines in one batch.')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    await user.click(await screen.findByRole('button', { name: 'Undo run' }));
    expect(await screen.findByText('Restored 30 lines.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument());
    expect(within(dialog).getByText(/^Undone /)).toBeInTheDocument();
  });

  it('asks before coding more than half of the lines, then applies confirmed', async () => {
    mode = 'confirm';
    const user = userEvent.setup();
    const dialog = await openModal();
    const submit = within(dialog).getByRole('button', { name: 'Apply active rules' });
    await user.click(submit);

    expect(
      await within(dialog).findByText('The active rules would code 30 of the 40 lines in this target (75%), more than half. Are you sure?'),
    ).toBeInTheDocument();
    // The 409 is a question, not a failure: no error toast.
    expect(screen.queryByText(/confirm to apply it/)).not.toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Yes, code them' }));
    await user.click(submit);
    expect(await within(dialog).findByText('Coded 30 lines in one batch.')).toHaveAttribute('role', 'status');
    expect(applies().map((body) => (body as { confirmed: boolean }).confirmed)).toEqual([false, true]);
  });

  it('shows a refusal in an error toast and keeps the form', async () => {
    mode = 'refuse';
    const user = userEvent.setup();
    const dialog = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Apply active rules' }));

    expect(await screen.findByText('You may not run rules on this business.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Apply active rules' })).toBeEnabled());
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });
});
