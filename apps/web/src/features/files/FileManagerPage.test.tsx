import { Role } from '@ledgerdesk/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, type TestServer } from '../../test/httpServer';
import { probedSearch, renderWithRouter } from '../../test/render';
import { signInTo } from '../../test/session';
import FileManagerPage from './FileManagerPage';
import { BUSINESS, FILE_ID, fileBody, RECEIPTS, REPORTS, startFilesServer } from './filesTestServer';

configure({ asyncUtilTimeout: 20_000 });

let server: TestServer;

beforeAll(async () => {
  server = await startFilesServer((req, res) => {
    if (req.method === 'PATCH' && req.path === `/api/v1/files/${FILE_ID}`) {
      sendJson(res, 200, { data: fileBody(RECEIPTS) });
      return true;
    }
    if (req.method === 'POST' && req.path === '/api/v1/files') {
      sendJson(res, 201, { data: [fileBody(REPORTS, 'bank-march.pdf')] });
      return true;
    }
    return false;
  });
  signInTo(server.url, { userId: 'u1', roleId: Role.Supervisor, firstName: 'Lê', lastName: 'Quang Huy' });
});
afterAll(() => server.close());

const openReports = () =>
  renderWithRouter(<FileManagerPage />, { path: `/file-client-management?ownerType=business&ownerId=${BUSINESS}&folderId=${REPORTS}` });

describe('the file manager', { timeout: 90_000 }, () => {
  it('moves a file dropped onto a folder of the tree, keeping source and target marked while dragging', async () => {
    openReports();
    const table = await screen.findByRole('table', { name: 'Files' });
    const row = (await within(table).findByText('pnl-march.pdf')).closest('tr');
    if (!row) throw new Error('no row');
    const receipts = screen.getByRole('button', { name: 'Receipts' });
    const node = receipts.parentElement;
    if (!node) throw new Error('no tree node');

    fireEvent.dragStart(row);
    fireEvent.dragOver(receipts);
    expect(row).toHaveAttribute('data-dragging');
    expect(node).toHaveAttribute('data-drop-target');
    fireEvent.drop(receipts);

    await waitFor(() => expect(server.requests.some((r) => r.method === 'PATCH')).toBe(true));
    const patch = server.requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe(`/api/v1/files/${FILE_ID}`);
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ folderId: RECEIPTS });
    expect(await screen.findByText('Moved.')).toBeInTheDocument();
    expect(node).not.toHaveAttribute('data-drop-target');
  });

  it('a search goes back to page 1 and keeps the page size', async () => {
    renderWithRouter(<FileManagerPage />, {
      path: `/file-client-management?ownerType=business&ownerId=${BUSINESS}&folderId=${REPORTS}&page=3&limit=20`,
    });
    await screen.findByText('pnl-march.pdf');
    const lastList = () => server.requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/files').at(-1)?.query;
    expect(lastList()?.get('skip')).toBe('40');

    await userEvent.type(screen.getByRole('textbox', { name: 'Search files' }), 'march{Enter}');
    await waitFor(() => expect(lastList()?.get('q')).toBe('march'));
    expect(lastList()?.get('skip')).toBe('0');
    expect(probedSearch()).toMatchObject({ q: 'march', page: '1', limit: '20' });
  });

  it('uploads a dropped file into the open folder and shows its progress to the end', async () => {
    openReports();
    // The drop zone takes files once the open folder is known.
    await screen.findByText('pnl-march.pdf');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4 statement'], 'bank-march.pdf', { type: 'application/pdf' })] } });

    const bar = await screen.findByRole('progressbar', { name: 'Upload of bank-march.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getByText(/100%/)).toBeInTheDocument();
    const upload = server.requests.find((r) => r.method === 'POST' && r.path === '/api/v1/files');
    expect(upload?.headers.authorization).toBe('Bearer token');
    expect(upload?.body).toContain(REPORTS);
    expect(upload?.body).toContain('filename="bank-march.pdf"');
  });
});
