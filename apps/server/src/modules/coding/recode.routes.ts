/** Find and recode over posted lines: search, preview of the report impact, apply as one batch (a queued job), undo. */
import {
  codingJobAnswerSchema,
  recodePreviewAnswerSchema,
  recodeRequestSchema,
  recodeSearchAnswerSchema,
  recodeSearchRequestSchema,
  recodeUndoAnswerSchema,
} from '@ledgerdesk/domain';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { App } from '../../platform/http.js';
import { queueChecked } from './jobs.queue.js';
import { undoRecode } from './recode.apply.js';
import { checkRecode, previewRecode, searchPostedLines } from './recode.service.js';

const tags = ['coding'];
const config = { access: 'coding:rules' } as const;

export function registerRecodeRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/v1/recode/search',
    {
      config,
      schema: {
        summary: 'Find posted lines to recode',
        tags,
        description:
          'Posted journal lines matching the conditions in one business, a brand or the caller’s whole scope, oldest first, paged and uncapped, with totals over every match (per account, and the part that stays: in locked periods or on reconciled bank lines). Bank-ledger and GST lines are never found.',
        body: recodeSearchRequestSchema,
        response: { 200: recodeSearchAnswerSchema },
      },
    },
    async (request) => searchPostedLines(ctx, currentUser(request), request.body),
  );

  app.post(
    '/api/v1/recode/preview',
    {
      config,
      schema: {
        summary: 'Preview a recode',
        tags,
        description:
          'What recoding the matching lines to another account and/or tax code would do: per business, each month’s profit and loss of the accounts involved and each BAS quarter’s GST labels G1, G2, G3, G10, G11, 1A and 1B, before and after; and the lines in locked periods or on reconciled bank lines, which stay. An account code missing from a business’s chart, or a tax code the account cannot take, is refused (400) business by business.',
        body: recodeRequestSchema,
        response: { 200: recodePreviewAnswerSchema },
      },
    },
    async (request) => ({ data: await previewRecode(ctx, currentUser(request), request.body) }),
  );

  app.post(
    '/api/v1/recode/apply',
    {
      config,
      schema: {
        summary: 'Recode posted lines',
        tags,
        description:
          'Queues the recode and answers 202 with its job (GET /api/v1/coding-jobs/:id; progress on the /file-convert socket). It recodes every matching line in an open period, in one transaction: a coding run of kind `recode`, audited and undoable. Entries stay balanced; where GST starts or stops applying, the line’s net and GST and the GST line are rebuilt. Lines in locked periods or on reconciled bank lines are left alone. A change some business cannot take is refused (400) before anything is queued.',
        body: recodeRequestSchema,
        response: { 202: codingJobAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await queueChecked(ctx, request, { kind: 'recode', input: request.body }, checkRecode)),
  );

  app.post(
    '/api/v1/recode/runs/:id/undo',
    {
      config,
      schema: {
        summary: 'Undo a recode',
        tags,
        description:
          'Undoes a recode: each entry still as the recode left it gets its lines back; entries changed, removed or locked since are kept and listed. A recode undone already answers 409.',
        params: z.object({ id: z.uuid() }),
        response: { 200: recodeUndoAnswerSchema },
      },
    },
    async (request) => ({ data: await undoRecode(ctx, currentUser(request), request.params.id) }),
  );
}
