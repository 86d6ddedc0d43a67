/**
 * The dashboard answer, declared once: counts, latest lists of 5 and chart series, all within the
 * caller's scope. The server validates and documents with it, the web parses with it.
 */
import { z } from 'zod';
import { CLIENT_STATUSES } from './clients.js';
import { REPORT_STATUSES } from './report-workflow.js';
import { REPORT_TYPES } from './reports.js';

export const DASHBOARD_LATEST_SIZE = 5;
export const DASHBOARD_CHART_SIZE = 20;
/** The transactions chart counts this many months back from today. */
export const DASHBOARD_ACTIVITY_MONTHS = 12;

const businessBar = { businessId: z.string(), name: z.string(), clientName: z.string() };

export const dashboardSchema = z.object({
  counts: z.object({
    clients: z.number().int(),
    activeClients: z.number().int(),
    businesses: z.number().int(),
    /** 0 for roles that do not read the team. */
    staff: z.number().int(),
  }),
  latest: z.object({
    clients: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), createdAt: z.string() })),
    businesses: z.array(z.object({ id: z.string(), name: z.string(), clientName: z.string(), createdAt: z.string() })),
    /** Empty for roles that do not read the team. */
    staff: z.array(
      z.object({
        id: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        roleId: z.number().int(),
        createdAt: z.string(),
      }),
    ),
    /** The newest live files in the folder trees the caller sees. */
    files: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        size: z.number().int(),
        mimeType: z.string(),
        folderId: z.string(),
        ownerType: z.enum(['client', 'business']),
        ownerId: z.string(),
        ownerName: z.string(),
        uploaderName: z.string(),
        createdAt: z.string(),
      }),
    ),
    /** The newest lock requests of reports, whatever their step. */
    reports: z.array(
      z.object({
        id: z.string(),
        businessId: z.string(),
        businessName: z.string(),
        type: z.enum(REPORT_TYPES),
        from: z.string(),
        to: z.string(),
        status: z.enum(REPORT_STATUSES),
        createdAt: z.string(),
      }),
    ),
  }),
  charts: z.object({
    /** The 20 clients with the most businesses the caller sees. */
    topClientsByBusinesses: z.array(z.object({ clientId: z.string(), code: z.string(), name: z.string(), businesses: z.number().int() })),
    clientsByStatus: z.array(z.object({ status: z.enum(CLIENT_STATUSES), count: z.number().int() })),
    /** The 20 businesses with the most bank transactions dated in the last 12 months. */
    topBusinessesByTransactions: z.array(z.object({ ...businessBar, transactions: z.number().int() })),
    /** The 20 businesses with the most open work: transactions still to code, reports waiting for approval. */
    topBusinessesByOpenWork: z.array(z.object({ ...businessBar, uncoded: z.number().int(), awaitingApproval: z.number().int() })),
  }),
});
export type DashboardDto = z.infer<typeof dashboardSchema>;

export const dashboardAnswerSchema = z.object({ data: dashboardSchema });
