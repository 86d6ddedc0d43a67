import { Role } from '@ledgerdesk/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '../../../features/auth/session';
import { renderWithRouter } from '../../../test/render';
import { AppNavbar } from './AppNavbar';

describe('left menu', () => {
  it('has the Management and Account sections with the items of existing routes', () => {
    renderWithRouter(<AppNavbar roleId={Role.Client} collapsed={false} />, { path: '/dashboard' });
    expect(screen.getByText('Management')).toBeInTheDocument();
    expect(screen.getByText('Account')).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Notifications', '/notification'],
      ['Chat', '/chat'],
      ['Client management', '/client-management'],
      ['Businesses', '/businesses'],
      ['Files', '/file-client-management'],
      ['Edit account', '/edit-account'],
      ['Change password', '/change-password'],
    ]);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists auto-coding for the roles of its route', () => {
    for (const roleId of [Role.SuperAdmin, Role.RegionAdmin, Role.CaseManager]) {
      const { unmount } = renderWithRouter(<AppNavbar roleId={roleId} collapsed={false} />, { path: '/dashboard' });
      expect(screen.getByRole('link', { name: 'Auto-coding' })).toHaveAttribute('href', '/auto-coding-system');
      unmount();
    }
    renderWithRouter(<AppNavbar roleId={Role.Supervisor} collapsed={false} />, { path: '/dashboard' });
    expect(screen.queryByRole('link', { name: 'Auto-coding' })).not.toBeInTheDocument();
  });

  it('keeps accessible names when collapsed to icons', () => {
    renderWithRouter(<AppNavbar roleId={Role.SuperAdmin} collapsed />, { path: '/dashboard' });
    expect(screen.queryByText('Management')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notification');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('logs out to /login', async () => {
    session.set({ accessToken: 't', userId: 'u', roleId: Role.Supervisor, profile: { firstName: 'A', lastName: 'B', avatar: null } });
    renderWithRouter(<AppNavbar roleId={Role.Supervisor} collapsed={false} />, { path: '/dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(session.get()).toBeNull();
  });
});
