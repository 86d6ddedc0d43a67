import { Role, type CodingJob, type RunDto } from '@ledgerdesk/domain';
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

const JOB_ID = '00000000-0000-4000-8000-0000000000e1';
const job = (state: CodingJob['state'], more: Partial<CodingJob> = {}): CodingJob => ({
  id: JOB_ID,
  kind: 'apply-active',
  state,
  phase: null,
  lines: null,
  total: null,
  run: null,
  recode: null,
  error: null,
  ...more,
});

/** How the server answers the apply: queued, only once confirmed, or with a refusal; and how the queued job ends. */
let mode: 'ok' | 'confirm' | 'refuse' = 'ok';
let ending: 'done' | 'failed' = 'done';
/** Reads of the job so far: the first finds it writing, the next ones finished. */
let reads = 0;
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
      return sendJson(res, 202, { data: job('queued') });
    }
    if (req.method === 'GET' && req.path === `/api/v1/coding-jobs/${JOB_ID}`) {
      reads += 1;
      if (reads === 1) return sendJson(res, 200, { data: job('running', { phase: 'writing', lines: 30, total: 40 }) });
      if (ending === 'failed')
        return sendJson(res, 200, { data: job('failed', { error: 'The business’s books are locked up to 30 June 2026.' }) });
      return sendJson(res, 200, { data: job('done', { run: RUN, lines: 30 }) });
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
  reads = 0;
  ending = 'done';
  sessionStorage.clear();
});

const applies = () => server.requests.filter((r) => r.path === '/api/v1/coding-rules/apply-active').map((r): unknown => JSON.parse(r.body));

async function openModal() {
  renderWithRouter(<ApplyActiveModal opened onClose={() => undefined} businessId={BUSINESS.id} />, { queryClient: createQueryClient() });
  const dialog = await screen.findByRole('dialog', { name: 'Apply the active rules to existing lines' });
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Business/ })).toHaveValue('Harbourside Dental'));
  return dialog;
}

describe('apply the active rules', { timeout: 90_000 }, () => {
  it('queues the run on the chosen business, shows its progress, then how many lines it coded, and undoes it', async () => {
    mode = 'ok';
    const user = userEvent.setup();
    const dialog = await openModal();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include lines coded by hand' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply active rules' }));

    expect(await within(dialog).findByText('Writing 30 of 40 lines in one batch…')).toHaveAttribute('role', 'status');
    expect(within(dialog).getByRole('progressbar', { name: 'Progress of the run' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Coded 30 lines in one batch.')).toHaveAttribute('role', 'status');
    expect(within(dialog).queryByRole('progressbar', { name: 'Progress of the run' })).not.toBeInTheDocument();
    expect(applies()).toEqual([{ target: { businessId: BUSINESS.id, bankAccountIds: [], includeCoded: true }, confirmed: false }]);

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

  it('says why a queued run failed, and that nothing was changed', async () => {
    mode = 'ok';
    ending = 'failed';
    const user = userEvent.setup();
    const dialog = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Apply active rules' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The run failed: nothing was changed');
    expect(alert).toHaveTextContent('The business’s books are locked up to 30 June 2026.');
    expect(within(dialog).queryByText(/^Coded /)).not.toBeInTheDocument();
  });

  it('finds the run it started again after a reload, without starting another', async () => {
    sessionStorage.setItem('ledgerdesk.codingJob.apply-active', JOB_ID);
    renderWithRouter(<ApplyActiveModal opened onClose={() => undefined} businessId={BUSINESS.id} />, { queryClient: createQueryClient() });
    const dialog = await screen.findByRole('dialog', { name: 'Apply the active rules to existing lines' });

    expect(await within(dialog).findByText('Coded 30 lines in one batch.')).toHaveAttribute('role', 'status');
    expect(applies()).toEqual([]);
  });

  it('shows a refusal in an error toast and keeps the form', async () => {
    mode = 'refuse';
    const user = userEvent.setup();
    const dialog = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Apply active rules' }));

    expect(await screen.findByText('You may not run rules on this business.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Apply active rules' })).toBeEnabled());
    expect(within(dialog).queryByText(/^Coded /)).not.toBeInTheDocument();
  });
});
