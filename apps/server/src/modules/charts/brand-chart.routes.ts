/** A brand's chart-of-accounts template (the /brands/coa screen): Super Admin, like the brand itself. */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { brandChartAnswerSchema, brandChartBodySchema, brandIdParamsSchema, chartAnswerSchema } from './charts.schema.js';
import { deriveBrandChart, getBrandChart } from './charts.service.js';

const tags = ['charts'];

export function registerBrandChartRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/brands/:id/chart',
    {
      config: { access: 'coa:templates' },
      schema: {
        summary: "Get a brand's chart template",
        tags,
        description: 'The template new businesses of the brand start from; null means the system default.',
        params: brandIdParamsSchema,
        response: { 200: brandChartAnswerSchema },
      },
    },
    async (request) => ({ data: await getBrandChart(ctx, request.params.id) }),
  );

  app.post(
    '/api/v1/brands/:id/chart',
    {
      config: { access: 'coa:templates' },
      schema: {
        summary: 'Derive a brand chart template',
        tags,
        description: 'Derives a brand template (a copy of the system template `sourceChartId`) and makes it the brand’s template.',
        params: brandIdParamsSchema,
        body: brandChartBodySchema,
        response: { 201: chartAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await deriveBrandChart(ctx, currentUser(request), request.params.id, request.body) }),
  );
}
