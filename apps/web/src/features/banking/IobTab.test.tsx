/** The IOB tab in Vietnamese: the feed provider, whose name the server gives in English, reads in Vietnamese. */
import { Role, type BankFeedDto } from '@ledgerdesk/domain';
import { configure, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { changeLanguage } from '../../i18n';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { buildBusiness } from '../businesses/test/fixtures';
import { IobTab } from './IobTab';

configure({ asyncUtilTimeout: 20_000 });

const business = buildBusiness();
const feed: BankFeedDto = {
  bankAccountId: '00000000-0000-4000-8000-0000000000b2',
  name: 'Online cheque',
  accountNumber: '•••• 4321',
  provider: 'file-drop',
  providerName: 'Statement file drop',
  institution: 'Westpac',
  accountReference: 'WBC-4321',
  consentExpiresAt: '2027-06-30T00:00:00.000Z',
  status: 'connected',
  lastSyncAt: null,
};
let server: TestServer;

beforeAll(async () => {
  server = await startServer((_req, res) => sendJson(res, 200, { data: [feed], pagination: { skip: 0, limit: 1, total: 1 } }));
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});
afterAll(async () => {
  await changeLanguage('en');
  await server.close();
});

describe('the IOB tab', { timeout: 60_000 }, () => {
  it('names the statement file drop provider in Vietnamese for a Vietnamese reader', async () => {
    await changeLanguage('vi');
    renderWithRouter(<IobTab business={business} roleId={Role.CaseManager} />);
    expect(await screen.findByText('Tải tệp sao kê lên')).toBeInTheDocument();
    expect(screen.queryByText('Statement file drop')).not.toBeInTheDocument();
  });
});
