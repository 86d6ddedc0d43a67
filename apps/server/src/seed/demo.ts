/**
 * Demo data for a local install: a believable practice of 2 offices, 3 brands, 60 clients and
 * about 150 businesses, seeded once into an empty database and never in production. Every demo
 * user (password Demo@12345, listed in the README) sees a different slice of it. Six of the
 * businesses get books and the work around them (demo-books.ts and the files it names); the seed
 * is one transaction, so a failure leaves the database empty for the next start to try again.
 */
import { addDays, addMonths, financialYearStart, type IsoDate } from '@ledgerdesk/domain';
import { count, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../platform/context.js';
import { auditedWrite, command } from '../platform/db/command.js';
import type { Db } from '../platform/db/client.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { bankTransactions } from '../modules/banking/index.js';
import { brandServices, brands } from '../modules/brands/brands.tables.js';
import { businessCaseManagers, businesses } from '../modules/businesses/index.js';
import { backfillBusinessCharts } from '../modules/charts/index.js';
import { todayInAustralia } from '../modules/reports/index.js';
import { clientTags } from '../modules/clients/clients.tables.js';
import { regions } from '../modules/regions/regions.tables.js';
import { services } from '../modules/services/services.tables.js';
import { tags } from '../modules/tags/tags.tables.js';
import { clients, users } from '../modules/users/users.tables.js';
import { BRAND_SERVICES, DEMO_BRANDS, DEMO_REGIONS, DEMO_SERVICES, DEMO_TAGS, type DemoBrand, type DemoRegion } from './demo-catalogue.js';
import { planPractice, type ClientPlan } from './demo-practice.js';
import { DEMO_PASSWORD, DEMO_USERS, EXTRA_STAFF, PENDING_INVITEES, PLACEMENTS, PORTAL_USER, type DemoPerson } from './demo-staff.js';
import { createRandom } from './random.js';
import { loadDemoActors } from './demo-actors.js';
import { codeByHand, seedBankLines } from './demo-books.js';
import { seedConversations } from './demo-conversations.js';
import { seedOpenTransfers } from './demo-transfers.js';
import { seedCodingRules, seedSuggestRule } from './demo-rules.js';
import { seedReportLocks } from './demo-work.js';

export { DEMO_PASSWORD, DEMO_USERS } from './demo-staff.js';

const SEED = 20240703;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Lines of the last weeks stay uncoded: the work a case manager finds waiting. */
const UNCODED_DAYS = 30;

interface Ids {
  region: Record<DemoRegion, string>;
  brand: Record<DemoBrand, string>;
  tag: Map<string, string>;
  user: Map<string, string>;
}

const idOf = (map: Map<string, string>, key: string): string => {
  const id = map.get(key);
  if (!id) throw new Error(`demo seed: no id for ${key}`);
  return id;
};

async function seedCatalogue(tx: Db): Promise<Omit<Ids, 'user'>> {
  const regionRows = await tx
    .insert(regions)
    .values(Object.values(DEMO_REGIONS).map((name) => ({ name })))
    .returning();
  const serviceRows = await tx
    .insert(services)
    .values(DEMO_SERVICES.map((s, i) => ({ ...s, sortOrder: i + 1 })))
    .returning();
  const brandRows = await tx
    .insert(brands)
    .values(DEMO_BRANDS.map(({ key: _key, ...brand }) => brand))
    .returning();
  const tagRows = await tx
    .insert(tags)
    .values([...DEMO_TAGS])
    .returning();

  const regionByName = new Map(regionRows.map((r) => [r.name, r.id]));
  const serviceByName = new Map(serviceRows.map((s) => [s.name, s.id]));
  const brandIdBySlug = new Map(brandRows.map((b) => [b.slug, b.id]));
  const brandId = (key: DemoBrand) => idOf(brandIdBySlug, DEMO_BRANDS.find((b) => b.key === key)?.slug ?? key);
  const brand = { harbour: brandId('harbour'), saigon: brandId('saigon'), outback: brandId('outback') };
  await tx
    .insert(brandServices)
    .values(
      DEMO_BRANDS.flatMap((b) => BRAND_SERVICES[b.key].map((name) => ({ brandId: brand[b.key], serviceId: idOf(serviceByName, name) }))),
    );
  return {
    region: { saigon: idOf(regionByName, DEMO_REGIONS.saigon), sydney: idOf(regionByName, DEMO_REGIONS.sydney) },
    brand,
    tag: new Map(tagRows.map((t) => [t.name, t.id])),
  };
}

/** Staff in two passes, supervisors before the case managers who point at them. */
async function seedStaff(tx: Db, ids: Omit<Ids, 'user'>, passwordHash: string, now: number): Promise<Map<string, string>> {
  const staff = [...DEMO_USERS, ...EXTRA_STAFF].filter((p) => p.email !== PORTAL_USER);
  const userIds = new Map<string, string>();
  const row = (person: DemoPerson, i: number) => {
    const place = PLACEMENTS[person.email] ?? {};
    const pending = PENDING_INVITEES.has(person.email);
    return {
      ...person,
      regionId: place.region ? ids.region[place.region] : null,
      brandId: place.brand ? ids.brand[place.brand] : null,
      supervisorId: place.supervisor ? idOf(userIds, place.supervisor) : null,
      passwordHash: pending ? null : passwordHash,
      activatedAt: pending ? null : new Date(now - (400 - i * 20) * DAY_MS),
      createdAt: new Date(now - (400 - i * 20) * DAY_MS),
    };
  };
  for (const pass of [staff.filter((p) => !PLACEMENTS[p.email]?.supervisor), staff.filter((p) => PLACEMENTS[p.email]?.supervisor)]) {
    const inserted = await tx
      .insert(users)
      .values(pass.map((p) => row(p, staff.indexOf(p))))
      .returning({ id: users.id, email: users.email });
    for (const u of inserted) userIds.set(u.email, u.id);
  }
  return userIds;
}

async function seedClients(tx: Db, ids: Ids, plan: readonly ClientPlan[], now: number): Promise<Map<string, string>> {
  const rows = await tx
    .insert(clients)
    .values(
      plan.map((c) => ({
        code: c.code,
        name: c.name,
        email: c.email,
        phone: c.phone,
        address: c.address,
        abn: c.abn,
        status: c.status,
        regionId: ids.region[c.region],
        brandId: ids.brand[c.brand],
        supervisorId: c.supervisor ? idOf(ids.user, c.supervisor) : null,
        createdAt: new Date(now - c.createdDaysAgo * DAY_MS),
      })),
    )
    .returning({ id: clients.id, code: clients.code });
  const clientIds = new Map(rows.map((r) => [r.code, r.id]));
  const tagRows = plan.flatMap((c) => c.tags.map((tag) => ({ clientId: idOf(clientIds, c.code), tagId: idOf(ids.tag, tag) })));
  if (tagRows.length > 0) await tx.insert(clientTags).values(tagRows);
  return clientIds;
}

async function seedBusinesses(tx: Db, ids: Ids, plan: readonly ClientPlan[], clientIds: Map<string, string>, now: number): Promise<number> {
  const planned = plan.flatMap((c) => c.businesses.map((b) => ({ client: c, business: b })));
  const rows = await tx
    .insert(businesses)
    .values(
      planned.map(({ client, business }) => ({
        clientId: idOf(clientIds, client.code),
        name: business.name,
        legalName: business.legalName,
        abn: business.abn,
        gstRegistered: business.gstRegistered,
        gstBasis: business.gstBasis,
        basFrequency: business.basFrequency,
        financialYearStartMonth: business.financialYearStartMonth,
        status: business.status,
        createdAt: new Date(now - business.createdDaysAgo * DAY_MS),
      })),
    )
    .returning({ id: businesses.id, clientId: businesses.clientId, name: businesses.name });
  // A client's businesses have distinct names, so client and name find each planned one.
  const businessIds = new Map(rows.map((r) => [`${r.clientId}|${r.name}`, r.id]));
  const assignments = planned.flatMap(({ client, business }) =>
    business.caseManagers.map((email) => ({
      businessId: idOf(businessIds, `${idOf(clientIds, client.code)}|${business.name}`),
      userId: idOf(ids.user, email),
    })),
  );
  if (assignments.length > 0) await tx.insert(businessCaseManagers).values(assignments);
  return rows.length;
}

/**
 * The books and the work around them: lines from the start of the financial year before last,
 * the rules' runs, hand coding up to the last weeks, the last financial year approved and locked,
 * GST summaries waiting, files and chat. Answers the counts for the log.
 */
async function seedDemoActivity(ctx: AppContext, today: IsoDate): Promise<{ businesses: number; lines: number; coded: number }> {
  const actors = await loadDemoActors(ctx.db);
  const from = addMonths(financialYearStart(today), -24);
  const lines = await command(ctx, actors.caseManager, (cmd) => seedBankLines(cmd, actors.caseManager, today, from));
  const books = [...new Map(lines.map((l) => [l.business.id, l.business])).values()];
  await seedCodingRules(ctx, actors, books);
  await command(ctx, actors.caseManager, (cmd) => codeByHand(cmd, actors.caseManager, lines, addDays(today, -UNCODED_DAYS)));
  await seedSuggestRule(ctx, actors, lines);
  await command(ctx, actors.caseManager, (cmd) =>
    seedOpenTransfers(
      cmd,
      books.map((b) => b.id),
      today,
    ),
  );
  await seedReportLocks(ctx, actors, books, today);
  await seedConversations(ctx, actors, books, today);
  const [coded] = await ctx.db.select({ n: count() }).from(bankTransactions).where(isNotNull(bankTransactions.journalEntryId));
  return { businesses: books.length, lines: lines.length, coded: coded?.n ?? 0 };
}

export async function seedDemoData(ctx: AppContext): Promise<void> {
  if (ctx.config.env === 'production') return;
  const [existing] = await ctx.db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return;
  const started = performance.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  const plan = planPractice(createRandom(SEED));
  const { businessCount, activity } = await auditedWrite(ctx.db, null, async ({ db: tx }) => {
    const seed: AppContext = { ...ctx, db: tx };
    const businessCount = await command(seed, null, async ({ db }) => {
      const catalogue = await seedCatalogue(db);
      const ids: Ids = { ...catalogue, user: await seedStaff(db, catalogue, passwordHash, now) };
      const clientIds = await seedClients(db, ids, plan, now);
      const portal = DEMO_USERS.find((u) => u.email === PORTAL_USER);
      if (portal)
        await db
          .insert(users)
          .values({ ...portal, clientId: idOf(clientIds, plan[0]?.code ?? ''), passwordHash, activatedAt: new Date(now) });
      return seedBusinesses(db, ids, plan, clientIds, now);
    });
    await backfillBusinessCharts(tx);
    return { businessCount, activity: await seedDemoActivity(seed, todayInAustralia()) };
  });
  ctx.log.info(
    `Seeded the demo practice in ${Math.round(performance.now() - started)} ms: ${plan.length} clients, ${businessCount} businesses, ${activity.lines} bank lines (${activity.coded} coded) in ${activity.businesses} of them; sign in as ${DEMO_USERS.map((u) => u.email).join(', ')} (password ${DEMO_PASSWORD})`,
  );
}
