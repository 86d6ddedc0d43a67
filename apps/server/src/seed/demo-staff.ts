/**
 * The demo team: one sign-in per role (listed in the README, password Demo@12345) and a few more
 * staff so each office has a team. Placement is by key; demo.ts turns keys into ids.
 */
import { Role, type RoleId } from '@ledgerdesk/domain';
import type { DemoBrand, DemoRegion } from './demo-catalogue.js';

export const DEMO_PASSWORD = 'Demo@12345';

export interface DemoPerson {
  email: string;
  roleId: RoleId;
  firstName: string;
  lastName: string;
  language: 'en' | 'vi';
}

export const DEMO_USERS: readonly DemoPerson[] = [
  { email: 'superadmin@demo.test', roleId: Role.SuperAdmin, firstName: 'Olivia', lastName: 'Bennett', language: 'en' },
  { email: 'regionadmin@demo.test', roleId: Role.RegionAdmin, firstName: 'Nguyễn', lastName: 'Minh Anh', language: 'vi' },
  { email: 'casemanager@demo.test', roleId: Role.CaseManager, firstName: 'Trần', lastName: 'Thu Hà', language: 'vi' },
  { email: 'brandadmin@demo.test', roleId: Role.BrandAdmin, firstName: 'Jack', lastName: 'Thompson', language: 'en' },
  { email: 'brandmanager@demo.test', roleId: Role.BrandManager, firstName: 'Chloe', lastName: 'Nguyen', language: 'en' },
  { email: 'client@demo.test', roleId: Role.Client, firstName: 'Liam', lastName: "O'Connor", language: 'en' },
  { email: 'supervisor@demo.test', roleId: Role.Supervisor, firstName: 'Lê', lastName: 'Quang Huy', language: 'vi' },
];

export const DEMO_SUPERVISOR = 'supervisor@demo.test';
export const SYDNEY_SUPERVISOR = 'daniel.hughes@demo.test';
export const DEMO_CASE_MANAGER = 'casemanager@demo.test';
/** Same supervisor as the demo case manager: takes the rest of that team's businesses. */
export const SAIGON_TEAMMATE = 'lan.pham@demo.test';
/** A Ho Chi Minh City case manager without a supervisor, for the clients no supervisor holds. */
export const SAIGON_UNSUPERVISED = 'nam.hoang@demo.test';
export const SYDNEY_CASE_MANAGER = 'sophie.clarke@demo.test';
export const PORTAL_USER = 'client@demo.test';

export const EXTRA_STAFF: readonly DemoPerson[] = [
  { email: 'emily.walsh@demo.test', roleId: Role.RegionAdmin, firstName: 'Emily', lastName: 'Walsh', language: 'en' },
  { email: SYDNEY_SUPERVISOR, roleId: Role.Supervisor, firstName: 'Daniel', lastName: 'Hughes', language: 'en' },
  { email: SAIGON_TEAMMATE, roleId: Role.CaseManager, firstName: 'Phạm', lastName: 'Thị Lan', language: 'vi' },
  { email: SAIGON_UNSUPERVISED, roleId: Role.CaseManager, firstName: 'Hoàng', lastName: 'Văn Nam', language: 'vi' },
  { email: SYDNEY_CASE_MANAGER, roleId: Role.CaseManager, firstName: 'Sophie', lastName: 'Clarke', language: 'en' },
  { email: 'khoa.ngo@demo.test', roleId: Role.CaseManager, firstName: 'Ngô', lastName: 'Minh Khoa', language: 'vi' },
];

/** Invited but not yet activated: no password, so the team page shows a pending invitation. */
export const PENDING_INVITEES: ReadonlySet<string> = new Set(['khoa.ngo@demo.test']);

export interface Placement {
  region?: DemoRegion;
  brand?: DemoBrand;
  supervisor?: string;
}

export const PLACEMENTS: Readonly<Record<string, Placement>> = {
  'regionadmin@demo.test': { region: 'saigon' },
  [DEMO_CASE_MANAGER]: { region: 'saigon', supervisor: DEMO_SUPERVISOR },
  'brandadmin@demo.test': { brand: 'harbour' },
  'brandmanager@demo.test': { brand: 'saigon' },
  [DEMO_SUPERVISOR]: { region: 'saigon' },
  'emily.walsh@demo.test': { region: 'sydney' },
  [SYDNEY_SUPERVISOR]: { region: 'sydney' },
  [SAIGON_TEAMMATE]: { region: 'saigon', supervisor: DEMO_SUPERVISOR },
  [SAIGON_UNSUPERVISED]: { region: 'saigon' },
  [SYDNEY_CASE_MANAGER]: { region: 'sydney', supervisor: SYDNEY_SUPERVISOR },
  'khoa.ngo@demo.test': { region: 'sydney', supervisor: SYDNEY_SUPERVISOR },
};
