import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { LocationProbe, renderRoutes } from '../../test/render';
import { NotificationBell } from './NotificationBell';

let server: TestServer;
let unread: number | null = 2;

const items = [
  {
    id: 'n1',
    title: 'Linh mentioned you',
    content: '@you please check the March BAS',
    isRead: false,
    createdAt: '2025-03-14T02:05:00.000Z',
    type: 'chat_mention',
    meta: { businessId: 'b-7', channelId: 'c-9', businessName: 'Saigon Bakery Pty Ltd' },
  },
  {
    id: 'n2',
    title: 'New message in Acme Trading',
    content: 'Statement uploaded',
    isRead: true,
    createdAt: '2025-03-13T23:40:00.000Z',
    type: 'chat_new_message',
    meta: { businessId: 'b-1', channelId: 'c-2', businessName: 'Acme Trading' },
  },
];

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === '/api/v1/notifications/count-unread') return sendJson(res, 200, { data: unread });
    if (req.path === '/api/v1/notifications') {
      return sendJson(res, 200, { data: items, pagination: { skip: 0, limit: 20, total: items.length } });
    }
    if (req.path.startsWith('/api/v1/notifications/')) return sendJson(res, 200, { data: { ...items[0], isRead: true } });
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});

afterAll(() => server.close());

beforeEach(() => {
  unread = 2;
  server.requests.length = 0;
});

function setup(path = '/dashboard') {
  return renderRoutes(
    [
      {
        element: (
          <>
            <NotificationBell />
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: ['/dashboard', '/notification', '/chat'].map((p) => ({ path: p, element: null })),
      },
    ],
    path,
  );
}

const bell = () => screen.getByRole('button', { name: 'Notifications' });
const listRequests = () => server.requests.filter((r) => r.path === '/api/v1/notifications');

describe('notification bell', () => {
  it('shows a dot when the unread count is above 0', async () => {
    setup();
    expect(await screen.findByTestId('notification-dot')).toBeInTheDocument();
  });

  it('shows no dot when the count is 0 or falsy', async () => {
    unread = null;
    setup();
    await waitFor(() => expect(server.requests.some((r) => r.path.endsWith('count-unread'))).toBe(true));
    await waitFor(() => expect(bell().closest('[data-unread-count]')).toHaveAttribute('data-unread-count', '0'));
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();
  });

  it('tells assistive technology on the button itself that it opens a dialog, and whether it is open', async () => {
    setup();
    expect(bell()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    // ARIA popup state on the plain wrapper is not allowed there (axe: aria-allowed-attr).
    expect(bell().closest('[data-unread-count]')).not.toHaveAttribute('aria-haspopup');
    expect(bell().closest('[data-unread-count]')).not.toHaveAttribute('aria-expanded');
    await userEvent.click(bell());
    await screen.findByTestId('notification-panel');
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the panel with the File Request tab disabled, Reports enabled, and highlights unread items', async () => {
    setup();
    await userEvent.click(bell());
    const panel = await screen.findByTestId('notification-panel');
    expect(within(panel).getByRole('tab', { name: 'All' })).toBeEnabled();
    expect(within(panel).getByRole('tab', { name: 'Chat' })).toBeEnabled();
    expect(within(panel).getByRole('tab', { name: 'File Request' })).toBeDisabled();
    expect(within(panel).getByRole('tab', { name: 'Reports' })).toBeEnabled();
    expect(within(panel).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/notification');
    const unreadItem = await within(panel).findByRole('button', { name: /Linh mentioned you/ });
    expect(unreadItem).toHaveAttribute('data-unread', 'true');
    expect(within(panel).getByRole('button', { name: /New message in Acme Trading/ })).not.toHaveAttribute('data-unread');
    expect(within(panel).getByText('02:05, 14/03/2025', { exact: false })).toBeInTheDocument();
  });

  it('sends the Chat sub-filter query parameters', async () => {
    setup();
    await userEvent.click(bell());
    const panel = await screen.findByTestId('notification-panel');
    await waitFor(() => expect(listRequests().length).toBeGreaterThan(0));
    expect(listRequests()[0]?.query.get('type')).toBeNull();
    await userEvent.click(within(panel).getByRole('tab', { name: 'Chat' }));
    await waitFor(() => expect(listRequests().at(-1)?.query.get('hasMentionReceiver')).toBe('true'));
    expect(listRequests().at(-1)?.query.get('type')).toBe('chat');
    await userEvent.click(within(panel).getByText('New message'));
    await waitFor(() => expect(listRequests().at(-1)?.query.get('hasMentionReceiver')).toBe('false'));
    expect(listRequests().at(-1)?.query.get('limit')).toBe('20');
  });

  it('marks a chat notification read, opens its channel and closes the panel', async () => {
    setup();
    await userEvent.click(bell());
    const item = await screen.findByRole('button', { name: /Linh mentioned you/ });
    await userEvent.click(item);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/chat?businessId=b-7&channelId=c-9'));
    expect(server.requests.some((r) => r.path === '/api/v1/notifications/n1' && r.method === 'GET')).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('notification-panel')).not.toBeInTheDocument());
    const countCalls = server.requests.filter((r) => r.path.endsWith('count-unread'));
    expect(countCalls.length).toBeGreaterThanOrEqual(2);
  });

  it('closes on a click outside the panel', async () => {
    setup();
    await userEvent.click(bell());
    await screen.findByTestId('notification-panel');
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByTestId('notification-panel')).not.toBeInTheDocument());
  });

  it('is disabled on the notification page', () => {
    setup('/notification');
    expect(bell()).toBeDisabled();
  });
});
