/**
 * Plans the demo practice's clients and businesses from a seeded random source: pure data keyed
 * by region, brand, tag and staff e-mail, so the same plan comes out on every install.
 *
 * The assignments give each demo user a distinct scope: the Ho Chi Minh City supervisor holds 14
 * of that office's clients and their businesses go to the supervisor's case managers (15 to
 * casemanager@demo.test); the Sydney office mirrors that; the other clients are unsupervised.
 */
import { BUSINESS_VARIANTS, CLIENT_NAMES, STREETS, SUBURBS, type DemoBrand, type DemoRegion } from './demo-catalogue.js';
import {
  DEMO_CASE_MANAGER,
  DEMO_SUPERVISOR,
  SAIGON_TEAMMATE,
  SAIGON_UNSUPERVISED,
  SYDNEY_CASE_MANAGER,
  SYDNEY_SUPERVISOR,
} from './demo-staff.js';
import { demoAbn, type Random } from './random.js';

export interface BusinessPlan {
  name: string;
  legalName: string;
  abn: string;
  gstRegistered: boolean;
  gstBasis: 'cash' | 'accrual';
  basFrequency: 'monthly' | 'quarterly' | 'annually';
  financialYearStartMonth: number;
  status: 'active' | 'archived';
  caseManagers: string[];
  createdDaysAgo: number;
}

export interface ClientPlan {
  code: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  abn: string;
  status: 'active' | 'inactive' | 'archived';
  region: DemoRegion;
  brand: DemoBrand;
  supervisor: string | null;
  tags: string[];
  createdDaysAgo: number;
  businesses: BusinessPlan[];
}

const SUPERVISED_PER_OFFICE = 14;
export const DEMO_CASE_MANAGER_LOAD = 15;

const ascii = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();

/** Vietnamese names put the family name first, so the address reads given.family either way. */
function emailOf(contact: string, business: string): string {
  const words = ascii(contact.replace(/^Dr\. /, ''))
    .replace(/[^a-z ]/g, '')
    .split(' ');
  const vietnamese = /[^\x20-\x7e]/.test(contact);
  const [given, family] = vietnamese ? [words.at(-1), words[0]] : [words[0], words.at(-1)];
  return `${given}.${family}@${ascii(business).replace(/[^a-z0-9]/g, '')}.com.au`;
}

const AREA_CODES: Record<string, string> = { NSW: '02', ACT: '02', VIC: '03', QLD: '07', SA: '08', WA: '08', NT: '08' };

function phoneFor(random: Random, suburb: string): string {
  const digits = (n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  if (random.chance(0.6)) return `04${digits(2)} ${digits(3)} ${digits(3)}`;
  const state = suburb.split(' ').at(-2) ?? 'NSW';
  return `(${AREA_CODES[state] ?? '02'}) ${random.int(8, 9)}${digits(3)} ${digits(4)}`;
}

function planBusiness(
  random: Random,
  client: string,
  index: number,
  clientStatus: ClientPlan['status'],
  createdDaysAgo: number,
): BusinessPlan {
  const variant = BUSINESS_VARIANTS[(index - 1) % BUSINESS_VARIANTS.length];
  const gstRegistered = random.chance(0.85);
  return {
    name: index === 0 || !variant ? client : `${client} ${variant.suffix}`,
    legalName: index === 0 || !variant ? `${client} Pty Ltd` : `${client} ${variant.legal}`,
    abn: demoAbn(random),
    gstRegistered,
    gstBasis: random.chance(0.7) ? 'cash' : 'accrual',
    basFrequency: !gstRegistered ? 'annually' : random.chance(0.75) ? 'quarterly' : 'monthly',
    financialYearStartMonth: random.chance(0.93) ? 7 : 1,
    status: clientStatus === 'archived' || random.chance(0.05) ? 'archived' : 'active',
    caseManagers: [],
    createdDaysAgo: Math.max(0, createdDaysAgo - index * random.int(3, 40)),
  };
}

function planClient(random: Random, i: number): ClientPlan {
  const [name, contact] = CLIENT_NAMES[i] ?? ['Demo Client', 'Demo Contact'];
  const portalClient = i === 0;
  const suburb = random.pick(SUBURBS);
  const status = portalClient ? 'active' : random.chance(0.86) ? 'active' : random.chance(0.6) ? 'inactive' : 'archived';
  const brandRoll = random.next();
  const createdDaysAgo = (CLIENT_NAMES.length - i) * 11 + random.int(0, 5);
  const count = portalClient ? 3 : random.pick([1, 2, 2, 3, 3, 4]);
  const tags = [
    random.chance(0.1) || portalClient ? 'VIP' : undefined,
    i >= CLIENT_NAMES.length - 6 ? 'New' : undefined,
    status === 'active' && random.chance(0.15) ? 'Overdue BAS' : undefined,
    random.chance(0.25) ? 'Payroll' : undefined,
    random.chance(0.15) ? 'Year end' : undefined,
  ].filter((t) => t !== undefined);
  return {
    code: `CL-${String(i + 1).padStart(6, '0')}`,
    name,
    email: emailOf(contact, name),
    phone: phoneFor(random, suburb),
    address: `${random.int(1, 420)} ${random.pick(STREETS)}, ${suburb}`,
    abn: demoAbn(random),
    status,
    region: i % 2 === 0 ? 'saigon' : 'sydney',
    brand: portalClient ? 'harbour' : brandRoll < 0.4 ? 'harbour' : brandRoll < 0.75 ? 'saigon' : 'outback',
    supervisor: null,
    tags,
    createdDaysAgo,
    businesses: Array.from({ length: count }, (_, b) => planBusiness(random, name, b, status, createdDaysAgo)),
  };
}

/** Supervisors and case managers, office by office. */
function assign(random: Random, clients: ClientPlan[]): void {
  let demoLoad = 0;
  for (const region of ['saigon', 'sydney'] as const) {
    const office = clients.filter((c) => c.region === region);
    office.forEach((client, n) => {
      const supervised = n < SUPERVISED_PER_OFFICE;
      if (supervised) client.supervisor = region === 'saigon' ? DEMO_SUPERVISOR : SYDNEY_SUPERVISOR;
      for (const business of client.businesses.filter((b) => b.status === 'active')) {
        if (region === 'sydney') {
          if (supervised) business.caseManagers.push(SYDNEY_CASE_MANAGER);
        } else if (!supervised) {
          if (random.chance(0.7)) business.caseManagers.push(SAIGON_UNSUPERVISED);
        } else if (demoLoad < DEMO_CASE_MANAGER_LOAD) {
          business.caseManagers.push(DEMO_CASE_MANAGER);
          demoLoad += 1;
          // Some businesses have two case managers, so the assign modal shows a shared one.
          if (demoLoad % 5 === 0) business.caseManagers.push(SAIGON_TEAMMATE);
        } else {
          business.caseManagers.push(SAIGON_TEAMMATE);
        }
      }
    });
  }
}

export function planPractice(random: Random): ClientPlan[] {
  const clients = CLIENT_NAMES.map((_, i) => planClient(random, i));
  assign(random, clients);
  return clients;
}
