import { Role } from '@ledgerdesk/domain';
import { describe, expect, it } from 'vitest';
import { menuItems } from '../../app/navigation';
import { businessListQuery, businessSearchSchema } from './businessSearch';
import { BUSINESS_TABS, tabsFor } from './businessTabs';
import { addUniqueById } from './caseManagersApi';

describe('business list state', () => {
  it('applies the quick search keyword and falls back on unknown values', () => {
    const search = businessSearchSchema.parse({ page: '3', limit: '20', clientKeyword: ' Acme ', status: 'deleted', sort: '-name' });
    expect(businessListQuery(search)).toEqual({
      skip: 40,
      limit: 20,
      keyword: 'Acme',
      status: undefined,
      clientId: undefined,
      sort: '-name',
    });
    expect(businessSearchSchema.parse({ page: '-1', limit: '15' })).toMatchObject({ page: 1, limit: 10 });
  });
});

describe('case manager lists', () => {
  it('adds only ids that are not there yet', () => {
    const a = { id: 'a', n: 1 };
    const b = { id: 'b', n: 2 };
    expect(addUniqueById([a], [a, b, { id: 'b', n: 3 }])).toEqual([a, b]);
  });
});

describe('business navigation', () => {
  const labels = (roleId: Parameters<typeof menuItems>[0]) => menuItems(roleId, 'management').map((item) => item.to);

  it('lists Business management for a Case Manager and Businesses for the others', () => {
    expect(labels(Role.CaseManager)).toContain('/business-management');
    expect(labels(Role.CaseManager)).not.toContain('/businesses');
    expect(labels(Role.CaseManager)).not.toContain('/client-management');
    expect(labels(Role.Supervisor)).toEqual(expect.arrayContaining(['/client-management', '/businesses']));
    expect(labels(Role.Supervisor)).not.toContain('/business-management');
  });

  it('lists the upload requests for the roles that send them, not for a Client', () => {
    for (const role of [Role.SuperAdmin, Role.CaseManager, Role.Supervisor, Role.BrandManager])
      expect(labels(role)).toContain('/upload-request');
    expect(labels(Role.Client)).not.toContain('/upload-request');
  });

  it('starts with the overview and the case managers; each tab is one entry', () => {
    expect(BUSINESS_TABS.map((tab) => tab.value).slice(0, 2)).toEqual(['overview', 'case-managers']);
    expect(new Set(BUSINESS_TABS.map((tab) => tab.value)).size).toBe(BUSINESS_TABS.length);
    expect(tabsFor(Role.CaseManager)[0]?.value).toBe('overview');
  });
});
