import { Role } from '@ledgerdesk/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { signInTo } from '../../test/session';
import { ClientFormModal } from './ClientFormModal';

let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === '/api/v1/abn/lookup') {
      const register = {
        outcome: 'active',
        entityName: 'SAIGON BAKERY PTY LTD',
        businessNames: [],
        entityType: 'Australian Private Company',
        state: 'VIC',
        postcode: '3000',
        gstFrom: '2019-07-01',
        statusFrom: '2019-06-12',
        checkedAt: '2026-11-27T01:00:00.000Z',
        cached: true,
      };
      return sendJson(res, 200, { data: { abn: req.query.get('abn'), formatted: '51 824 753 556', valid: true, register } });
    }
    return sendJson(res, 200, { data: [], meta: { total: 0, skip: 0, limit: 100 } });
  });
});
afterAll(() => server.close());

describe('client form', { timeout: 30_000 }, () => {
  it("offers the register's name for the ABN typed and takes it as the client's name", async () => {
    signInTo(server.url, { userId: 'u1', roleId: Role.SuperAdmin, firstName: 'Super', lastName: 'Admin' });
    renderWithRouter(<ClientFormModal opened onClose={() => undefined} roleId={Role.SuperAdmin} />, { path: '/' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'ABN' }), '51 824 753 556');
    await userEvent.click(await screen.findByRole('button', { name: 'SAIGON BAKERY PTY LTD' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('SAIGON BAKERY PTY LTD');
  });
});
