import { describe, expect, it } from 'vitest';
import { clientListQuery, clientSearchSchema } from './clientSearch';
import { clientsRedirect } from './redirect';

describe('client list state', () => {
  it('parses the URL into the list request', () => {
    const search = clientSearchSchema.parse({
      page: '2',
      limit: '50',
      clientKeyword: 'Pho',
      status: 'archived',
      tagId: 't1',
      sort: '-code',
    });
    expect(clientListQuery(search)).toEqual({
      skip: 50,
      limit: 50,
      keyword: 'Pho',
      status: 'archived',
      brandId: undefined,
      regionId: undefined,
      supervisorId: undefined,
      tagId: 't1',
      sort: '-code',
    });
  });

  it('falls back to page 1 of 10 and drops unknown filters', () => {
    expect(clientSearchSchema.parse({ page: 'x', limit: '7', status: 'Archive', sort: '-status' })).toEqual({
      page: 1,
      limit: 10,
      clientKeyword: undefined,
      status: undefined,
      brandId: undefined,
      regionId: undefined,
      supervisorId: undefined,
      tagId: undefined,
      sort: undefined,
    });
  });

  it('sends /clients to the client list with its query', () => {
    const response = clientsRedirect({ request: new Request('http://app.test/clients?page=2&clientKeyword=Acme') });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/client-management?page=2&clientKeyword=Acme');
  });
});
