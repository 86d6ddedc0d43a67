import { message } from '@ledgerdesk/domain';
/**
 * POST /api/v1/brands/{id}/logo (Super Admin), and the public reads a client's pages need:
 * GET /api/v1/brands/{id}/logo (an <img> cannot send a bearer header) and
 * GET /api/v1/public/brands/{slug}.
 */
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { Errors } from '../../platform/errors.js';
import { LOGO_MAX_BYTES } from './brand-logo.image.js';
import { readBrandLogo, uploadBrandLogo } from './brand-logo.service.js';
import { brandAnswerSchema, brandIdParamsSchema, brandSlugParamsSchema, publicBrandAnswerSchema } from './brands.schema.js';
import { getPublicBrand } from './brands.service.js';

const tags = ['brands'];
const errorCode = (err: unknown) => (err as { code?: unknown } | null)?.code;

/** The bytes of the one file field `file`, refused past 1 MB before anything is stored. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw Errors.badRequest(message('brands.logoMultipart'));
  const part = await request.file({ limits: { fileSize: LOGO_MAX_BYTES, files: 1 } });
  if (!part || part.fieldname !== 'file') throw Errors.badRequest(message('brands.logoField'));
  try {
    return await part.toBuffer();
  } catch (err) {
    if (errorCode(err) === 'FST_REQ_FILE_TOO_LARGE') throw Errors.tooLarge(message('brands.logoTooLarge'));
    throw err;
  }
}

export function registerBrandLogoRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/v1/brands/:id/logo',
    {
      config: { access: 'brands:manage' },
      schema: {
        summary: "Upload a brand's logo",
        tags,
        description: 'Multipart field `file`: a PNG, JPEG or WebP image of at most 1 MB.',
        consumes: ['multipart/form-data'],
        params: brandIdParamsSchema,
        response: { 200: brandAnswerSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { data: await uploadBrandLogo(ctx, user, request.params.id, await readUpload(request)) };
    },
  );

  app.get(
    '/api/v1/brands/:id/logo',
    { config: { access: 'public' }, schema: { summary: "Get a brand's logo", tags, security: [], params: brandIdParamsSchema } },
    async (request, reply) => {
      const { bytes, type, key } = await readBrandLogo(ctx, request.params.id);
      // The URL stays the same across uploads (only its `v` changes), so caches revalidate by key.
      return reply
        .header('content-type', type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'public, max-age=300')
        .header('etag', `"${key}"`)
        .send(bytes);
    },
  );

  app.get(
    '/api/v1/public/brands/:slug',
    {
      config: { access: 'public' },
      schema: {
        summary: "Get a brand's public look",
        tags,
        security: [],
        description: 'Name, colour and logo for the pages a client sees.',
        params: brandSlugParamsSchema,
        response: { 200: publicBrandAnswerSchema },
      },
    },
    async (request) => ({ data: await getPublicBrand(ctx, request.params.slug) }),
  );
}
