import { Role, type RoleId } from '@ledgerdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { buildMember, buildRegion, page } from '../../test/contracts';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { InviteModal } from './InviteModal';

const REGION = '5357ba57-6b55-4d9f-8b06-14e97b31e81c';
const SUPERVISOR = '2daa1b24-766e-4593-9808-06ca66123c21';

let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === '/api/v1/regions') return sendJson(res, 200, page([buildRegion(REGION, 'Ho Chi Minh City')]));
    if (req.path === '/api/v1/brands') return sendJson(res, 200, { data: [], pagination: { skip: 0, limit: 100, total: 0 } });
    if (req.path === '/api/v1/users') {
      const people = [
        buildMember({ id: SUPERVISOR, firstName: 'Lê', lastName: 'Quang Huy', email: 'supervisor@demo.test', roleId: Role.Supervisor }),
      ];
      return sendJson(res, 200, { data: people, pagination: { skip: 0, limit: 100, total: 1 } });
    }
    if (req.method === 'POST' && req.path === '/api/v1/users/invite') {
      const body = JSON.parse(req.body) as { email: string };
      return sendJson(res, 201, {
        data: {
          id: 'u-new',
          email: body.email,
          firstName: 'Khoa',
          lastName: 'Ngô',
          roleId: 3,
          regionId: REGION,
          regionName: 'Ho Chi Minh City',
          brandId: null,
          status: 'active',
          activated: false,
          supervisorId: SUPERVISOR,
          businessCount: 0,
          createdAt: '2026-03-14T02:05:00.000Z',
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

async function roleOptions(actor: RoleId): Promise<string[]> {
  renderWithRouter(<InviteModal opened onClose={() => undefined} actor={actor} />, { path: '/team' });
  await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
  return within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

/** Pastes rather than types: the same events for the form, a fraction of the time. */
async function fill(name: string, value: string) {
  await userEvent.click(screen.getByRole('textbox', { name }));
  await userEvent.paste(value);
}

const invite = () => server.requests.find((r) => r.path === '/api/v1/users/invite');

describe('invite a team member', { timeout: 30_000 }, () => {
  it('offers a Supervisor only the roles they may grant to staff, and sends no placement they may not choose', async () => {
    expect(await roleOptions(Role.Supervisor)).toEqual(['Case Manager']);
    await userEvent.click(screen.getByRole('option', { name: 'Case Manager' }));
    expect(screen.queryByRole('combobox', { name: 'Region' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Supervisor' })).not.toBeInTheDocument();
    await fill('Email', 'khoa.ngo@demo.test');
    await fill('First name', 'Khoa');
    await fill('Last name', 'Ngô');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(invite()).toBeDefined());
    expect(JSON.parse(invite()?.body ?? '{}')).toEqual({
      email: 'khoa.ngo@demo.test',
      firstName: 'Khoa',
      lastName: 'Ngô',
      roleId: Role.CaseManager,
    });
    expect(await screen.findByText('Invitation sent to khoa.ngo@demo.test.')).toBeInTheDocument();
  });

  it('offers a Region Admin the staff roles of one region, no brand-wide ones', async () => {
    expect(await roleOptions(Role.RegionAdmin)).toEqual(['Region Admin', 'Supervisor', 'Case Manager']);
  });

  it('asks a Super Admin for the region and supervisor of a case manager', async () => {
    expect(await roleOptions(Role.SuperAdmin)).toEqual([
      'Super Admin',
      'Region Admin',
      'Case Manager',
      'Brand Admin',
      'Brand Manager',
      'Supervisor',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Case Manager' }));
    await fill('Email', 'new.cm@demo.test');
    await fill('First name', 'Khoa');
    await fill('Last name', 'Ngô');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(invite()).toBeUndefined();

    await userEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ho Chi Minh City' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Supervisor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lê Quang Huy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(invite()).toBeDefined());
    expect(JSON.parse(invite()?.body ?? '{}')).toMatchObject({ roleId: Role.CaseManager, regionId: REGION, supervisorId: SUPERVISOR });
  });
});
