import { Role } from '@ledgerdesk/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { signInTo } from '../../test/session';
import { tokenMaxAge } from '../auth/session';
import { AbnField } from './AbnField';

const register = {
  outcome: 'active',
  entityName: 'REDGUM LANDSCAPING PTY LTD',
  businessNames: ['Redgum Landscaping'],
  entityType: 'Australian Private Company',
  state: 'NSW',
  postcode: '2000',
  gstFrom: '2019-07-01',
  statusFrom: '2019-06-12',
  checkedAt: '2026-11-27T01:00:00.000Z',
  cached: false,
};

let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === '/api/v1/abn/lookup') {
      const abn = req.query.get('abn') ?? '';
      return sendJson(res, 200, { data: { abn, formatted: '51 824 753 556', valid: true, register } });
    }
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
});
afterAll(() => server.close());

function LegalNameForm() {
  const [abn, setAbn] = useState('');
  const [legalName, setLegalName] = useState('');
  return (
    <>
      <AbnField label="ABN" value={abn} onChange={setAbn} currentName={legalName} onUseName={setLegalName} />
      <output aria-label="Legal name">{legalName}</output>
    </>
  );
}

describe('AbnField', { timeout: 30_000 }, () => {
  it('asks the register once the checksum passes and fills the name the register gives', async () => {
    signInTo(server.url, { userId: 'u1', roleId: Role.CaseManager, firstName: 'Case', lastName: 'Manager' });
    renderWithRouter(<LegalNameForm />, { path: '/' });
    await userEvent.type(screen.getByRole('textbox', { name: 'ABN' }), '51-824-753-55');
    expect(server.requests.filter((r) => r.path === '/api/v1/abn/lookup')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'ABN' }), '6');
    expect(await screen.findByText('Active on the register: REDGUM LANDSCAPING PTY LTD')).toBeVisible();
    expect(server.requests.find((r) => r.path === '/api/v1/abn/lookup')?.query.get('abn')).toBe('51824753556');
    await userEvent.click(screen.getByRole('button', { name: 'REDGUM LANDSCAPING PTY LTD' }));
    expect(screen.getByRole('status', { name: 'Legal name' })).toHaveTextContent('REDGUM LANDSCAPING PTY LTD');
    // The name in the form is no longer offered; the trading name still is.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'REDGUM LANDSCAPING PTY LTD' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Redgum Landscaping' })).toBeVisible();
  });

  it('never asks the register for a client portal user', async () => {
    const before = server.requests.length;
    signInTo(server.url, { userId: 'u2', roleId: Role.Client, firstName: 'Client', lastName: 'User' });
    renderWithRouter(<AbnField label="ABN" value="51 824 753 556" onChange={() => undefined} onUseName={() => undefined} />, { path: '/' });
    expect(screen.getByRole('textbox', { name: 'ABN' })).toHaveValue('51 824 753 556');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.requests.length).toBe(before);
  });
});

describe('session cookie', () => {
  it('lasts as long as the token says', () => {
    const payload = btoa(JSON.stringify({ sub: 'u', exp: 1_000_000 + 7200 })).replace(/=+$/, '');
    expect(tokenMaxAge(`h.${payload}.s`, 1_000_000 * 1000)).toBe(7200);
    expect(tokenMaxAge('not-a-jwt')).toBe(86_400);
  });
});
