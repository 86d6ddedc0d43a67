import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { BrandLockApproversForm } from './BrandLockApproversForm';
import { BRAND_ID, brandAnswer } from './testBrand';

const staff = (id: string, name: string, email: string, roleId: number) => ({ id, name, email, roleId });
const ANNA = staff('a0000000-0000-4000-8000-000000000001', 'Anna Nguyen', 'anna@practice.com.au', 4);
const BEN = staff('a0000000-0000-4000-8000-000000000002', 'Ben Tran', 'ben@practice.com.au', 3);

let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === `/api/v1/brands/${BRAND_ID}/lock-approvers/candidates`) return sendJson(res, 200, { data: [ANNA, BEN] });
    if (req.method === 'PUT' && req.path === `/api/v1/brands/${BRAND_ID}/lock-approvers`) {
      return sendJson(res, 200, brandAnswer({ lockApprovers: [ANNA, BEN] }));
    }
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});

afterAll(() => server.close());

describe("a brand's lock approvers", () => {
  it('shows who is named, offers the eligible staff and saves the whole set', async () => {
    renderWithRouter(<BrandLockApproversForm brand={brandAnswer({ lockApprovers: [ANNA] }).data} />);
    expect(screen.getByText('Who approves report locks')).toBeInTheDocument();
    const input = screen.getByLabelText('Lock approvers', { selector: 'input' });
    await waitFor(() => expect(input).toBeEnabled());
    const pill = (name: string) => screen.queryByText(name, { selector: '.mantine-Pill-label' });
    expect(pill('Anna Nguyen (anna@practice.com.au)')).toBeInTheDocument();
    expect(pill('Ben Tran (ben@practice.com.au)')).not.toBeInTheDocument();

    await userEvent.click(input);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Ben Tran (ben@practice.com.au)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save approvers' }));

    expect(pill('Ben Tran (ben@practice.com.au)')).toBeInTheDocument();
    expect(await screen.findByText('Lock approvers saved.')).toBeInTheDocument();
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ userIds: [ANNA.id, BEN.id] });
  });
});
