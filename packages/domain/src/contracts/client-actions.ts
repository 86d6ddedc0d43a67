/**
 * The client actions' requests and answers (delete, assign, tags, bulk changes, portal users),
 * declared once: the server validates and documents with them, the web parses the answers.
 */
import { z } from 'zod';
import { clientTagSchema } from './clients.js';

/** The typed confirmation of a permanent delete: the client's code or name. */
export const deleteClientQuerySchema = z.object({ confirm: z.string().max(300).optional() });
export const deleteClientBodySchema = z.object({ confirm: z.string().max(300).optional() }).nullish();

export const assignClientBodySchema = z
  .object({
    supervisorId: z.uuid().nullable().optional(),
    caseManagerId: z.uuid().optional(),
  })
  .refine(
    (body) => (body.supervisorId !== undefined) !== (body.caseManagerId !== undefined),
    'Send either supervisorId (null to remove the supervisor) or caseManagerId.',
  );
export type AssignClientInput = z.infer<typeof assignClientBodySchema>;

export const assignAnswerSchema = z.object({
  data: z.object({
    supervisorId: z.string().nullable(),
    /** The client's businesses the case manager was newly added to (already assigned ones are skipped). */
    addedToBusinessIds: z.array(z.string()),
  }),
});

export const setClientTagsBodySchema = z.object({
  tagIds: z
    .array(z.uuid())
    .max(50)
    .transform((ids) => [...new Set(ids)]),
});
export const addClientTagBodySchema = z.object({ tagId: z.uuid() });
export const clientTagsAnswerSchema = z.object({ data: z.array(clientTagSchema) });

export const BULK_ACTIONS = ['archive', 'restore', 'activate', 'deactivate', 'tag'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const bulkBodySchema = z
  .object({
    ids: z
      .array(z.uuid())
      .min(1, 'Select at least one client.')
      .max(500, 'Select at most 500 clients at once.')
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(BULK_ACTIONS),
    tagId: z.uuid().optional(),
  })
  .refine((body) => body.action !== 'tag' || body.tagId !== undefined, { message: 'Choose the tag to add.', path: ['tagId'] });
export type BulkInput = z.infer<typeof bulkBodySchema>;

export const bulkAnswerSchema = z.object({
  data: z.object({
    requested: z.number().int(),
    /** Changed by this request. */
    affected: z.number().int(),
    /** Not found in the caller's scope, or already in the requested state. */
    skipped: z.number().int(),
    affectedIds: z.array(z.string()),
  }),
});

const personName = z.string().trim().min(1, 'Required.').max(100, 'Use at most 100 characters.');

export const portalUserBodySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address.')),
  firstName: personName,
  lastName: personName,
  language: z.enum(['en', 'vi']).default('en'),
});
export type PortalUserInput = z.infer<typeof portalUserBodySchema>;

export const portalUserAnswerSchema = z.object({
  data: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    status: z.string(),
    activated: z.boolean(),
    createdAt: z.string(),
    /** Whether the activation mail went out; when false, resend it from the team page. */
    invitationMailed: z.boolean(),
  }),
});
