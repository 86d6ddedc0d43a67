/** The dashboard answer: counts, latest lists of 5 and chart series, all within the caller's scope. */
import { z } from 'zod';

export const LATEST_SIZE = 5;
export const CHART_SIZE = 20;

export const dashboardAnswerSchema = z.object({
  data: z.object({
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
        z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), roleId: z.number().int(), createdAt: z.string() }),
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
    }),
    charts: z.object({
      /** The 20 clients with the most businesses the caller sees. */
      topClientsByBusinesses: z.array(z.object({ clientId: z.string(), code: z.string(), name: z.string(), businesses: z.number().int() })),
      clientsByStatus: z.array(z.object({ status: z.enum(['active', 'inactive', 'archived']), count: z.number().int() })),
    }),
  }),
});
export type DashboardDto = z.infer<typeof dashboardAnswerSchema>['data'];
