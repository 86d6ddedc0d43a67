import { Role, type RoleId } from '@ledgerdesk/domain';
import { Outlet } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocationProbe, renderRoutes } from '../../test/render';
import { QuickSearch } from './QuickSearch';
import { quickSearchPath } from './quickSearch';

function setup(roleId: RoleId, path = '/dashboard') {
  const loads = { clients: 0, businesses: 0 };
  const counted = (key: keyof typeof loads) => () => {
    loads[key] += 1;
    return null;
  };
  const view = renderRoutes(
    [
      {
        element: (
          <>
            <QuickSearch roleId={roleId} />
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [
          { path: '/dashboard', element: null },
          { path: '/client-management', loader: counted('clients'), element: null },
          { path: '/business-management', loader: counted('businesses'), element: null },
        ],
      },
    ],
    path,
  );
  return { ...view, loads };
}

const box = () => screen.getByRole('textbox', { name: 'Search clients' });
const location = () => screen.getByTestId('location').textContent;

describe('quick search', () => {
  it('builds the list URL from the trimmed keyword', () => {
    expect(quickSearchPath(Role.CaseManager, '  Acme Pty ')).toBe('/business-management?page=1&clientKeyword=Acme+Pty');
    expect(quickSearchPath(Role.Supervisor, 'x')).toBe('/client-management?page=1&clientKeyword=x');
  });

  it('sends everyone but a Case Manager to the client list, keyword trimmed', async () => {
    setup(Role.RegionAdmin);
    await userEvent.type(box(), '  Saigon Bakery  {Enter}');
    await waitFor(() => expect(location()).toBe('/client-management?page=1&clientKeyword=Saigon+Bakery'));
    expect(box()).toHaveValue('Saigon Bakery');
  });

  it('sends a Case Manager to the business list', async () => {
    setup(Role.CaseManager);
    await userEvent.type(box(), ' Acme {Enter}');
    await waitFor(() => expect(location()).toBe('/business-management?page=1&clientKeyword=Acme'));
  });

  it('reloads the list when the keyword equals the current one', async () => {
    const { loads } = setup(Role.SuperAdmin, '/client-management?page=1&clientKeyword=Acme');
    expect(await screen.findByRole('textbox', { name: 'Search clients' })).toHaveValue('Acme');
    expect(loads.clients).toBe(1);
    await userEvent.type(box(), '  {Enter}');
    await waitFor(() => expect(loads.clients).toBe(2));
    expect(location()).toBe('/client-management?page=1&clientKeyword=Acme');
    expect(box()).toHaveValue('Acme');
  });

  it('clears the box when the user leaves the client list', async () => {
    const { router } = setup(Role.SuperAdmin, '/client-management?page=1&clientKeyword=Acme');
    await waitFor(() => expect(box()).toHaveValue('Acme'));
    await router.navigate('/dashboard');
    await waitFor(() => expect(box()).toHaveValue(''));
  });
});
