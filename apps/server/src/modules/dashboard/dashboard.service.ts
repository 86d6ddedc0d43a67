/** The dashboard of every role: what it sees, counted, listed and charted. */
import {
  addMonths,
  can,
  CLIENT_STATUSES,
  DASHBOARD_ACTIVITY_MONTHS,
  DASHBOARD_CHART_SIZE as CHART_SIZE,
  DASHBOARD_LATEST_SIZE as LATEST_SIZE,
  REPORT_TYPES,
  type DashboardDto,
  type ReportType,
} from '@ledgerdesk/domain';
import type { SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { businessScope } from '../businesses/index.js';
import { clientScope } from '../clients/clients.scope.js';
import { latestFiles } from '../files/index.js';
import { teamScope } from '../team/index.js';
import { todayInAustralia } from '../reports/index.js';
import * as repo from './dashboard.repo.js';

const iso = <T extends { createdAt: Date }>(row: T): Omit<T, 'createdAt'> & { createdAt: string } => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});
const noStaff: repo.StaffRow[] = [];
const isReportType = (type: string): type is ReportType => (REPORT_TYPES as readonly string[]).includes(type);

async function latestReports(ctx: AppContext, scope: SQL | undefined): Promise<DashboardDto['latest']['reports']> {
  const rows = await repo.latestReportLocks(ctx.db, scope, LATEST_SIZE);
  return rows.flatMap(({ type, ...row }) => (isReportType(type) ? [iso({ ...row, type })] : []));
}

export async function getDashboard(ctx: AppContext, actor: AuthUser): Promise<DashboardDto> {
  const clientsWhere = clientScope(actor);
  const businessesWhere = businessScope(actor);
  const readsTeam = can(actor.roleId, 'users:read');
  const since = addMonths(todayInAustralia(), -DASHBOARD_ACTIVITY_MONTHS);
  const [
    byStatus,
    businessCount,
    staffCount,
    latestClients,
    latestBusinesses,
    latestStaff,
    topClients,
    files,
    reports,
    byTransactions,
    byOpenWork,
  ] = await Promise.all([
    repo.clientCounts(ctx.db, clientsWhere),
    repo.countBusinesses(ctx.db, businessesWhere),
    readsTeam ? repo.countStaff(ctx.db, teamScope(actor)) : 0,
    repo.latestClients(ctx.db, clientsWhere, LATEST_SIZE),
    repo.latestBusinesses(ctx.db, businessesWhere, LATEST_SIZE),
    readsTeam ? repo.latestStaff(ctx.db, teamScope(actor), LATEST_SIZE) : noStaff,
    repo.topClientsByBusinesses(ctx.db, businessesWhere, CHART_SIZE),
    latestFiles(ctx.db, actor, LATEST_SIZE),
    latestReports(ctx, businessesWhere),
    repo.topBusinessesByTransactions(ctx.db, businessesWhere, since, CHART_SIZE),
    repo.topBusinessesByOpenWork(ctx.db, businessesWhere, CHART_SIZE),
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
    latest: { clients: latestClients.map(iso), businesses: latestBusinesses.map(iso), staff: latestStaff.map(iso), files, reports },
    charts: {
      topClientsByBusinesses: topClients,
      clientsByStatus,
      topBusinessesByTransactions: byTransactions,
      topBusinessesByOpenWork: byOpenWork,
    },
  };
}
