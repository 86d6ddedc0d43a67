import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { NotificationCenter } from './NotificationCenter';

let server: TestServer;
let unread = 3;

const page = (skip: number) =>
  Array.from({ length: skip === 0 ? 20 : 5 }, (_, i) => ({
    id: `n${skip + i}`,
    title: `Notice ${skip + i + 1}`,
    content: '',
    isRead: skip + i >= unread,
    createdAt: '2025-03-14T02:05:00.000Z',
    type: 'reports',
    meta: {
      businessId: 'b-7',
      channelId: null,
      businessName: 'Saigon Bakery',
      reportType: 'gst-summary',
      reportFrom: '2026-07-01',
      reportTo: '2026-09-30',
    },
  }));

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === '/api/v1/notifications/count-unread') return sendJson(res, 200, { data: unread });
    if (req.path === '/api/v1/notifications/read-all') {
      unread = 0;
      return sendJson(res, 200, { data: { updated: 3 } });
    }
    if (req.path.startsWith('/api/v1/notifications/n')) return sendJson(res, 200, { data: { ...page(0)[0], isRead: true } });
    if (req.path === '/api/v1/notifications') {
      const skip = Number(req.query.get('skip'));
      return sendJson(res, 200, { data: page(skip), pagination: { skip, limit: 20, total: 25 } });
    }
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});

afterAll(() => server.close());
beforeEach(() => {
  unread = 3;
  server.requests.length = 0;
});

const lists = () => server.requests.filter((r) => r.path === '/api/v1/notifications');

describe('notification page', { timeout: 60_000 }, () => {
  it('lists 20 a page with Prev and Next', async () => {
    renderWithRouter(<NotificationCenter />, { path: '/notification' });
    expect(await screen.findByRole('button', { name: /Notice 20/ })).toBeInTheDocument();
    expect(lists()[0]?.query.get('limit')).toBe('20');
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: /Notice 25/ })).toBeInTheDocument();
    expect(lists().at(-1)?.query.get('skip')).toBe('20');
    expect(screen.getByTestId('location')).toHaveTextContent('/notification?page=2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("'Mark all as read' reads everything and refreshes the count", async () => {
    renderWithRouter(<NotificationCenter />, { path: '/notification' });
    expect(await screen.findByText('3 unread notifications')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('0 unread notifications')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST' && r.path === '/api/v1/notifications/read-all')).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
  });

  it('lists the reports notifications on their tab and opens the report and period of one', async () => {
    renderWithRouter(<NotificationCenter />, { path: '/notification?tab=reports' });
    expect(await screen.findByRole('tab', { name: 'Reports', selected: true })).toBeEnabled();
    await waitFor(() => expect(lists().at(-1)?.query.get('type')).toBe('reports'));
    await userEvent.click(await screen.findByRole('button', { name: /Notice 1\b/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/edit-report/gst-summary?businessId=b-7&from=2026-07-01&to=2026-09-30'),
    );
  });

  it('keeps the tab in the URL and refuses the disabled ones', async () => {
    renderWithRouter(<NotificationCenter />, { path: '/notification?tab=file_request' });
    expect(await screen.findByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Chat' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/notification?tab=chat&chat=mention'));
    // Asked for by the Chat tab; not necessarily the last list request, as the All tab's first page may land after it.
    await waitFor(() => expect(lists().map((r) => r.query.get('hasMentionReceiver'))).toContain('true'));
  });
});
