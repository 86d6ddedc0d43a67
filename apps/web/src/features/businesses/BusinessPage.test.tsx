import { Role, type RoleId } from '@ledgerdesk/domain';
import { configure, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderRoutes } from '../../test/render';
import { session } from '../auth/session';
import BusinessPage from './BusinessPage';
import { buildBusiness } from './test/fixtures';

configure({ asyncUtilTimeout: 20_000 });

const business = buildBusiness({ clientName: 'Harbourside Group', status: 'archived', caseManagers: [] });
const missing = '00000000-0000-4000-8000-0000000000ff';
let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === `/api/v1/businesses/${business.id}`) return sendJson(res, 200, { data: business });
    if (req.path === `/api/v1/businesses/${missing}`) return sendJson(res, 404, { message: 'Business not found.', statusCode: 404 });
    return sendJson(res, 200, { data: [], pagination: { skip: 0, limit: 0, total: 0 } });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});
afterAll(() => server.close());

const open = (roleId: RoleId, id: string) => {
  session.set({ accessToken: 'token', userId: 'u3', roleId, profile: { firstName: 'Trần', lastName: 'Thu Hà', avatar: null } });
  renderRoutes([{ path: '/businesses/:id', element: <BusinessPage /> }], `/businesses/${id}`);
};

describe("a business's page", { timeout: 90_000 }, () => {
  it('heads the page with the name, status, client, ABN and actions, and leads a Case Manager back to their list', async () => {
    open(Role.CaseManager, business.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbourside Dental' })).toBeInTheDocument();
    // SPEC.md §3 names the archived status 'Archive'.
    expect(screen.getByText('Archive')).toBeInTheDocument();
    expect(screen.getByText('Client: Harbourside Group (CL-000013)')).toBeInTheDocument();
    // A Case Manager may not open clients: the client is named, not linked.
    expect(screen.queryByRole('link', { name: 'Harbourside Group' })).not.toBeInTheDocument();
    expect(screen.getByText('ABN: 51 824 753 556')).toBeInTheDocument();
    expect(screen.getByText('Harbourside Dental Pty Ltd')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for Harbourside Dental' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to businesses' })).toHaveAttribute('href', '/business-management');
  });

  it('links the client for a Super Admin and leads back to the whole list', async () => {
    open(Role.SuperAdmin, business.id);
    expect(await screen.findByRole('link', { name: 'Harbourside Group' })).toHaveAttribute('href', `/clients/${business.clientId}`);
    expect(screen.getByRole('link', { name: 'Back to businesses' })).toHaveAttribute('href', '/businesses');
  });

  it('says when the business is not there, with the way back to the list', async () => {
    open(Role.SuperAdmin, missing);
    expect(await screen.findByText('Business not found')).toBeInTheDocument();
    expect(screen.getByText('This business does not exist or is outside your scope.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to businesses' })).toHaveAttribute('href', '/businesses');
  });
});
