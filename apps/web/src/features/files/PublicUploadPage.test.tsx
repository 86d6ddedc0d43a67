import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, type TestServer } from '../../test/httpServer';
import { renderRoutes } from '../../test/render';
import { session } from '../auth/session';
import { startFilesServer } from './filesTestServer';
import UploadRequestPage from './UploadRequestPage';

configure({ asyncUtilTimeout: 20_000 });

const OPEN = '00000000-0000-4000-8000-0000000000c1';
const EXPIRED = '00000000-0000-4000-8000-0000000000c2';
let server: TestServer;

beforeAll(async () => {
  server = await startFilesServer((req, res) => {
    if (req.path === `/api/v1/public/upload-requests/${EXPIRED}`) {
      sendJson(res, 410, { message: 'This upload link expired on 2026-01-01. Ask for a new link.', statusCode: 410, code: 'LINK_EXPIRED' });
      return true;
    }
    if (req.path === `/api/v1/public/upload-requests/${OPEN}` && req.query.get('token') === 'good') {
      sendJson(res, 200, {
        data: {
          message: 'Please send your March bank statements.',
          expiresAt: '2026-12-20T00:00:00.000Z',
          maxFileSize: 10 * 1024 * 1024,
          maxFiles: 20,
          brand: { name: 'Harbour Books', primaryColor: '#0b7285', logoUrl: null },
          businessName: 'Harbour Cafe',
        },
      });
      return true;
    }
    if (req.path === `/api/v1/public/upload-requests/${OPEN}/files` && req.method === 'POST') {
      const name = /filename="([^"]+)"/.exec(req.body)?.[1] ?? '';
      sendJson(res, 201, { data: { received: [{ name, size: 12 }] } });
      return true;
    }
    return false;
  });
  configureHttp({ baseUrl: server.url, getToken: () => undefined });
  session.clear();
});
afterAll(() => server.close());

const open = (id: string, token: string) =>
  renderRoutes([{ path: '/upload-request/:id?', element: <UploadRequestPage /> }], `/upload-request/${id}?token=${token}`);

describe('the public upload page', { timeout: 90_000 }, () => {
  it("takes the sender's name, uploads two files without a session and lists what arrived", async () => {
    open(OPEN, 'good');
    expect(await screen.findByText('Please send your March bank statements.')).toBeInTheDocument();
    expect(screen.getByText('Harbour Books')).toBeInTheDocument();
    expect(screen.getByText('Enter your name or email to start uploading.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Your name or email/ }), 'Jane Client');

    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await waitFor(() => expect(screen.queryByText('Enter your name or email to start uploading.')).not.toBeInTheDocument());
    fireEvent.change(input, {
      target: {
        files: [
          new File(['%PDF-1.4 a'], 'march-cba.pdf', { type: 'application/pdf' }),
          new File(['%PDF-1.4 b'], 'march-nab.pdf', { type: 'application/pdf' }),
        ],
      },
    });

    const success = await screen.findByRole('status');
    expect(within(success).getByRole('heading', { name: 'Your 2 files have arrived' })).toBeInTheDocument();
    const arrived = within(success).getByRole('list', { name: 'Files received' });
    expect(within(arrived).getByText('march-cba.pdf')).toBeInTheDocument();
    expect(within(arrived).getByText('march-nab.pdf')).toBeInTheDocument();

    const uploads = server.requests.filter((r) => r.method === 'POST');
    expect(uploads).toHaveLength(2);
    for (const upload of uploads) {
      expect(upload.query.get('token')).toBe('good');
      expect(upload.headers.authorization).toBeUndefined();
      expect(upload.body).toContain('Jane Client');
    }
  });

  it('says plainly when a link has expired', async () => {
    open(EXPIRED, 'any');
    expect(await screen.findByRole('heading', { name: 'This upload link has expired' })).toBeInTheDocument();
    expect(screen.getByText(/Ask the person who sent it for a new link/)).toBeInTheDocument();
  });
});
