import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@ledgerdesk/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import type { Channel } from './api';
import { Composer } from './Composer';

let server: TestServer;

const member = (id: string, name: string, roleId: number) => ({ id, name, initials: name.slice(0, 2).toUpperCase(), avatar: null, roleId });
const channel: Channel = {
  id: 'c1',
  businessId: 'b1',
  kind: 'group',
  name: 'Harbour Cafe',
  news: null,
  mentions: 0,
  lastMessage: null,
  members: [
    member('me', 'Thu Ha Tran', Role.CaseManager),
    member('u-liam', "Liam O'Connor", Role.Client),
    member('u-lisa', 'Lisa Nguyen', Role.Supervisor),
  ],
};

beforeAll(async () => {
  // jsdom has no FontFaceSet; the growing text box listens to it to resize once fonts load.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
  server = await startServer((req, res) => {
    if (req.method === 'POST' && req.path === '/api/v1/channels/c1/messages') {
      const body = JSON.parse(req.body) as { body: string; mentions: string[] };
      return sendJson(res, 201, {
        data: {
          id: 9,
          channelId: 'c1',
          kind: 'text',
          body: body.body,
          author: { id: 'me', name: 'Thu Ha Tran', initials: 'TT', avatar: null },
          mentions: [],
          attachments: [],
          uploadRequestId: null,
          createdAt: new Date().toISOString(),
          editedAt: null,
          deleted: false,
        },
      });
    }
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const posts = () =>
  server.requests.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.body) as { body: string; mentions: string[] });

describe('chat composer', () => {
  it('picks a mention with the keyboard and sends it by user id on Enter', async () => {
    renderWithRouter(<Composer channel={channel} selfId="me" roleId={Role.CaseManager} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hi @li');
    const list = screen.getByRole('listbox', { name: 'Members to mention' });
    expect(list).toHaveTextContent("Liam O'Connor");
    expect(list).toHaveTextContent('Lisa Nguyen');
    expect(list).not.toHaveTextContent('Thu Ha Tran');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Lisa Nguyen/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(box).toHaveValue("Hi @Liam O'Connor ");
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.type(box, 'please look{Enter}');
    await waitFor(() => expect(posts()).toEqual([{ body: "Hi @Liam O'Connor please look", mentions: ['u-liam'] }]));
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('breaks the line on Shift+Enter without sending, and sends nothing empty', async () => {
    renderWithRouter(<Composer channel={channel} selfId="me" roleId={Role.Client} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '{Enter}');
    await userEvent.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('line one\nline two');
    expect(posts()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Request files from the client' })).toBeNull();
  });
});
