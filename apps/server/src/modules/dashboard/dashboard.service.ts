/**
 * The dashboard of every role: what it sees, counted and listed. Business charts by transactions
 * and open work join here once those features exist.
 */
import { can } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { businessScope } from '../businesses/index.js';
import { CLIENT_STATUSES } from '../clients/clients.tables.js';
import { clientScope } from '../clients/clients.scope.js';
import { latestFiles } from '../files/index.js';
import { teamScope } from '../team/index.js';
import * as repo from './dashboard.repo.js';
import { CHART_SIZE, LATEST_SIZE, type DashboardDto } from './dashboard.schema.js';

const iso = <T extends { createdAt: Date }>(row: T): Omit<T, 'createdAt'> & { createdAt: string } => ({ ...row, createdAt: row.createdAt.toISOString() });
const noStaff: repo.StaffRow[] = [];

export async function getDashboard(ctx: AppContext, actor: AuthUser): Promise<DashboardDto> {
  const clientsWhere = clientScope(actor);
  const businessesWhere = businessScope(actor);
  const readsTeam = can(actor.roleId, 'users:read');
  const [byStatus, businessCount, staffCount, latestClients, latestBusinesses, latestStaff, topClients, files] = await Promise.all([
    repo.clientCounts(ctx.db, clientsWhere),
    repo.countBusinesses(ctx.db, businessesWhere),
    readsTeam ? repo.countStaff(ctx.db, teamScope(actor)) : 0,
    repo.latestClients(ctx.db, clientsWhere, LATEST_SIZE),
    repo.latestBusinesses(ctx.db, businessesWhere, LATEST_SIZE),
    readsTeam ? repo.latestStaff(ctx.db, teamScope(actor), LATEST_SIZE) : noStaff,
    repo.topClientsByBusinesses(ctx.db, businessesWhere, CHART_SIZE),
    latestFiles(ctx.db, actor, LATEST_SIZE),
  ]);
  const statusCount = new Map(byStatus.map((r) => [r.status, r.n]));
  const clientsByStatus = CLIENT_STATUSES.map((status) => ({ status, count: statusCount.get(status) ?? 0 }));
  return {
    counts: {
      clients: clientsByStatus.reduce((sum, s) => sum + s.count, 0),
      activeClients: statusCount.get('active') ?? 0,
      businesses: businessCount,
      staff: staffCount,
    },
    latest: { clients: latestClients.map(iso), businesses: latestBusinesses.map(iso), staff: latestStaff.map(iso), files },
    charts: { topClientsByBusinesses: topClients, clientsByStatus },
  };
}
