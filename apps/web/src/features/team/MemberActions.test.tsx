import { Role, type RoleId } from '@ledgerdesk/domain';
import { notifications } from '@mantine/notifications';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMember } from '../../test/contracts';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { signInTo } from '../../test/session';
import type { Member } from './api';
import { MemberActions } from './MemberActions';

configure({ asyncUtilTimeout: 10_000 });

const MEMBER_ID = 'c0000000-0000-4000-8000-000000000042';
const member = (overrides: Partial<Member> = {}): Member =>
  buildMember({ id: MEMBER_ID, email: 'lan.pham@demo.test', firstName: 'Lan', lastName: 'Pham', ...overrides });

let server: TestServer;
/** Whether the member still has two-factor sign-in for the server to remove. */
let enrolled = true;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.method === 'DELETE' && req.path === `/api/v1/users/${MEMBER_ID}/two-factor`) {
      if (!enrolled) return sendJson(res, 409, { message: 'This user has no two-factor sign-in to reset.', statusCode: 409 });
      enrolled = false;
      return sendJson(res, 200, { data: { reset: true } });
    }
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  signInTo(server.url, { userId: 'me', roleId: Role.SuperAdmin, firstName: 'Olivia', lastName: 'Bennett' });
});
afterAll(() => server.close());
beforeEach(() => {
  notifications.clean();
  server.requests.length = 0;
  enrolled = true;
});

async function openMenu(actor: RoleId, of: Member = member()) {
  renderWithRouter(<MemberActions member={of} actor={actor} />);
  await userEvent.click(screen.getByRole('button', { name: 'Actions for Lan Pham' }));
  await screen.findByRole('menuitem', { name: 'Change role' });
}

const resetCalls = () => server.requests.filter((r) => r.method === 'DELETE');

describe('resetting a member’s two-factor sign-in', () => {
  it('a Super Admin confirms, the server removes it and says so', async () => {
    await openMenu(Role.SuperAdmin);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reset two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the two-factor sign-in of Lan Pham?' });
    expect(dialog).toHaveTextContent('They are signed out everywhere');
    // Nothing happens before the confirmation.
    expect(resetCalls()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor sign-in' }));
    expect(await screen.findByText('Two-factor sign-in reset.')).toBeInTheDocument();
    expect(resetCalls().map((r) => r.path)).toEqual([`/api/v1/users/${MEMBER_ID}/two-factor`]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancelling leaves it as it was', async () => {
    await openMenu(Role.SuperAdmin);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reset two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the two-factor sign-in of Lan Pham?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resetCalls()).toHaveLength(0);
  });

  it('shows the server’s refusal when there is nothing to reset, and keeps the dialog open', async () => {
    enrolled = false;
    await openMenu(Role.SuperAdmin);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reset two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the two-factor sign-in of Lan Pham?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor sign-in' }));
    expect(await screen.findByText('This user has no two-factor sign-in to reset.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reset the two-factor sign-in of Lan Pham?' })).toBeInTheDocument();
  });

  it('is not offered to a Region Admin', async () => {
    await openMenu(Role.RegionAdmin);
    expect(screen.queryByRole('menuitem', { name: 'Reset two-factor sign-in' })).not.toBeInTheDocument();
  });

  it('is not offered for a member who has not activated their account yet', async () => {
    await openMenu(Role.SuperAdmin, member({ activated: false }));
    expect(screen.queryByRole('menuitem', { name: 'Reset two-factor sign-in' })).not.toBeInTheDocument();
  });
});
