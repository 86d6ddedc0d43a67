import { Role } from '@ledgerdesk/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { createQueryClient } from '../../app/queryClient';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { session } from '../auth/session';
import TrialBalancePage from './TrialBalancePage';

configure({ asyncUtilTimeout: 20_000 });

const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';
let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path.endsWith('/reports/trial-balance')) {
      sendJson(res, 200, {
        data: {
          rows: [
            { accountId: 'a1', code: '090', name: 'Everyday account', type: 'asset', debit: 123456, credit: 0 },
            { accountId: 'a2', code: '200', name: 'Sales', type: 'revenue', debit: 0, credit: 112233 },
            { accountId: 'a3', code: '820', name: 'GST', type: 'liability', debit: 0, credit: 11223 },
          ],
          totals: { debit: 123456, credit: 123456 },
          from: req.query.get('from') ?? '',
          to: req.query.get('to') ?? '',
        },
      });
    } else sendJson(res, 404, { statusCode: 404, message: 'Not found' });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
  session.set({ accessToken: 'token', userId: 'u1', roleId: Role.Supervisor, profile: { firstName: 'An', lastName: 'Nguyen', avatar: null } });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const tbRequests = () => server.requests.filter((r) => r.path.endsWith('/reports/trial-balance'));

describe('trial balance', { timeout: 90_000 }, () => {
  it('shows the rows and balancing totals for the range in the URL', async () => {
    renderWithRouter(<TrialBalancePage />, { path: `/businesses/accounting-report/trial-balance?businessId=${BUSINESS_ID}&from=2025-07-01&to=2026-03-31`, queryClient: createQueryClient() });
    expect(await screen.findByText('Sales')).toBeInTheDocument();
    expect(screen.getByTestId('total-debit')).toHaveTextContent('1,234.56');
    expect(screen.getByTestId('total-credit')).toHaveTextContent('1,234.56');
    expect(screen.getByText('Totals')).toBeInTheDocument();
    expect(tbRequests()[0]?.query.get('from')).toBe('2025-07-01');
    expect(tbRequests()[0]?.query.get('to')).toBe('2026-03-31');
  });

  it('sets from and to of the request from the period presets', async () => {
    renderWithRouter(<TrialBalancePage />, { path: `/businesses/accounting-report/trial-balance?businessId=${BUSINESS_ID}&from=2025-07-01&to=2026-03-31`, queryClient: createQueryClient() });
    await screen.findByText('Sales');
    const pick = async (label: string) => {
      await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
      await userEvent.click(await screen.findByRole('option', { name: label }));
    };
    await pick('Last financial year');
    await waitFor(() => expect(tbRequests().some((r) => r.query.get('from') === '2024-07-01' && r.query.get('to') === '2025-06-30')).toBe(true));
    await pick('Quarter');
    await waitFor(() => expect(tbRequests().some((r) => r.query.get('from') === '2025-04-01' && r.query.get('to') === '2025-06-30')).toBe(true));
    await pick('Month');
    await waitFor(() => expect(tbRequests().some((r) => r.query.get('from') === '2025-06-01' && r.query.get('to') === '2025-06-30')).toBe(true));
    expect(screen.getByTestId('location')).toHaveTextContent('from=2025-06-01&to=2025-06-30');
  });
});
