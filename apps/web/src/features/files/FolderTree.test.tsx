import { Role } from '@ledgerdesk/domain';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFolder } from '../../test/contracts';
import { sendJson, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { signInTo } from '../../test/session';
import FileManagerPage from './FileManagerPage';
import { BUSINESS, ROOT, startFilesServer } from './filesTestServer';

configure({ asyncUtilTimeout: 20_000 });

const STATEMENTS = '00000000-0000-4000-8000-0000000000f3';
const SCANS = '00000000-0000-4000-8000-0000000000f4';
const PAYROLL = '00000000-0000-4000-8000-0000000000f5';
const OLD_SCANS = '00000000-0000-4000-8000-0000000000f6';

// As the server answers a portal user: the practice's folders are not theirs to change.
const folder = (id: string, parentId: string | null, name: string, editable: boolean, deletedAt: string | null = null) =>
  buildFolder({ id, parentId, name, editable, deletedAt, ownerId: BUSINESS });
const TREE = [folder(ROOT, null, '', false), folder(STATEMENTS, ROOT, 'Bank statements', false), folder(SCANS, STATEMENTS, 'Scans', true)];
const DELETED = '2026-03-01T09:30:00.000Z';
const TRASH = [folder(PAYROLL, ROOT, 'Payroll', false, DELETED), folder(OLD_SCANS, ROOT, 'Old scans', true, DELETED)];

let server: TestServer;

beforeAll(async () => {
  server = await startFilesServer((req, res) => {
    if (req.path !== '/api/v1/folders') return false;
    sendJson(res, 200, { data: req.query.get('trash') === 'true' ? TRASH : TREE });
    return true;
  });
  signInTo(server.url, { userId: 'u9', roleId: Role.Client, firstName: 'Trần', lastName: 'Thị Mai' });
});
afterAll(() => server.close());

const open = (query = '') =>
  renderWithRouter(<FileManagerPage />, { path: `/file-client-management?ownerType=business&ownerId=${BUSINESS}${query}` });

async function menuOf(name: string): Promise<string[]> {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for folder ${name}` }));
  const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
  const labels = items.map((item) => item.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return labels;
}

const treeNode = (name: string) => screen.getByRole('button', { name }).parentElement;

describe('a portal user in the folder tree', { timeout: 90_000 }, () => {
  it('is not offered rename, move or delete on a practice folder, but is on their own', async () => {
    open();
    await screen.findByRole('button', { name: 'Scans' });

    expect(await menuOf('Bank statements')).toEqual(['New folder']);
    expect(treeNode('Bank statements')).not.toHaveAttribute('draggable');

    expect(await menuOf('Scans')).toEqual(['New folder', 'Rename', 'Move to trash']);
    expect(treeNode('Scans')).toHaveAttribute('draggable', 'true');
  });

  it('is offered restore in the trash only for a folder of their own', async () => {
    open('&trash=1');
    const trash = await screen.findByRole('list', { name: 'Folders in the trash' });
    await within(trash).findByText('Old scans');
    expect(within(trash).getByRole('button', { name: 'Restore Old scans' })).toBeInTheDocument();
    expect(within(trash).getByText('Payroll')).toBeInTheDocument();
    expect(within(trash).queryByRole('button', { name: 'Restore Payroll' })).not.toBeInTheDocument();
  });
});
