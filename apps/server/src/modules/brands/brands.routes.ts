/** The White Label Management API: Super Admin only. */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import {
  brandAnswerSchema,
  brandIdParamsSchema,
  brandListAnswerSchema,
  brandListQuerySchema,
  brandLockApproverCandidatesAnswerSchema,
  brandLockApproversBodySchema,
  brandServicesBodySchema,
  createBrandBodySchema,
  updateBrandBodySchema,
} from './brands.schema.js';
import {
  createBrand,
  getBrand,
  listBrands,
  listLockApproverCandidates,
  setBrandLockApprovers,
  setBrandServices,
  updateBrand,
} from './brands.service.js';

const tags = ['brands'];

export function registerBrandRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/brands',
    {
      config: { access: 'brands:manage' },
      schema: {
        summary: 'List brands',
        tags,
        description: '`keyword` matches name, slug and contact email.',
        querystring: brandListQuerySchema,
        response: { 200: brandListAnswerSchema },
      },
    },
    (request) => listBrands(ctx, request.query),
  );

  app.get(
    '/api/v1/brands/:id',
    {
      config: { access: 'brands:manage' },
      schema: { summary: 'Get a brand', tags, params: brandIdParamsSchema, response: { 200: brandAnswerSchema } },
    },
    async (request) => ({ data: await getBrand(ctx, request.params.id) }),
  );

  app.post(
    '/api/v1/brands',
    {
      config: { access: 'brands:manage' },
      schema: {
        summary: 'Create a brand',
        tags,
        description: 'Step 1 of creating a brand: details and branding.',
        body: createBrandBodySchema,
        response: { 201: brandAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createBrand(ctx, currentUser(request), request.body) }),
  );

  app.patch(
    '/api/v1/brands/:id',
    {
      config: { access: 'brands:manage' },
      schema: {
        summary: 'Update a brand',
        tags,
        description: 'Details, and `status` to deactivate or reactivate.',
        params: brandIdParamsSchema,
        body: updateBrandBodySchema,
        response: { 200: brandAnswerSchema },
      },
    },
    async (request) => ({ data: await updateBrand(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/v1/brands/:id/services',
    {
      config: { access: 'brands:manage' },
      schema: {
        summary: "Set a brand's services and chart template",
        tags,
        description: 'Step 2: the services the brand offers (the whole set) and its chart-of-accounts template.',
        params: brandIdParamsSchema,
        body: brandServicesBodySchema,
        response: { 200: brandAnswerSchema },
      },
    },
    async (request) => ({ data: await setBrandServices(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.get(
    '/api/v1/brands/:id/lock-approvers/candidates',
    {
      config: { access: 'brands:manage' },
      schema: {
        summary: 'List the staff a brand may name as lock approvers',
        tags,
        description: "Active staff (not Super Admins, who approve every request already) whose scope holds one of the brand's clients.",
        params: brandIdParamsSchema,
        response: { 200: brandLockApproverCandidatesAnswerSchema },
      },
    },
    async (request) => ({ data: await listLockApproverCandidates(ctx, request.params.id) }),
  );

  app.put(
    '/api/v1/brands/:id/lock-approvers',
    {
      config: { access: 'brands:manage' },
      schema: {
        summary: "Set a brand's lock approvers",
        tags,
        description:
          "The staff (the whole set) who are notified of, and may approve or reject, lock requests of the brand's businesses they see. 400 for an unknown user, a Client user or one who sees none of the brand's clients.",
        params: brandIdParamsSchema,
        body: brandLockApproversBodySchema,
        response: { 200: brandAnswerSchema },
      },
    },
    async (request) => ({ data: await setBrandLockApprovers(ctx, currentUser(request), request.params.id, request.body) }),
  );
}
