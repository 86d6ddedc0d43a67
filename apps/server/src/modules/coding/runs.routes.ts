/** Running rules: preview, live count, apply (one rule or all active ones, queued as jobs), and the runs' history and undo. Access 'coding:rules'; data scope in the services. */
import {
  activeRulesApplyRequestSchema,
  codingJobAnswerSchema,
  ruleApplyRequestSchema,
  ruleCountAnswerSchema,
  ruleCountRequestSchema,
  rulePreviewAnswerSchema,
  rulePreviewRequestSchema,
  runLinesAnswerSchema,
  runListAnswerSchema,
  runListQuerySchema,
  runUndoAnswerSchema,
} from '@ledgerdesk/domain';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard.js';
import { requestLanguage } from '../../platform/language.js';
import type { AppContext } from '../../platform/context.js';
import type { App } from '../../platform/http.js';
import { queueChecked } from './jobs.queue.js';
import { checkActiveRules } from './runs.active.js';
import { codingRunLines, listCodingRuns } from './runs.history.js';
import { previewRule } from './runs.preview.js';
import { checkRule, countRule } from './runs.service.js';
import { undoRun } from './runs.undo.js';

const tags = ['coding'];
const access = 'coding:rules' as const;
const runParamsSchema = z.object({ id: z.uuid() });
const pageQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

export function registerRunRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/v1/coding-rules/preview',
    {
      config: { access },
      schema: {
        summary: 'Preview a coding rule',
        tags,
        description:
          'Every line the rule (saved, or the editor’s draft) matches in the target, with what it would do to each: code it, or not because a higher rule takes it, the period is locked, the chart lacks an account, the split exceeds the line or it was coded by hand. Paged, never capped; totals cover the whole match.',
        body: rulePreviewRequestSchema,
        response: { 200: rulePreviewAnswerSchema },
      },
    },
    (request) => previewRule(ctx, currentUser(request), request.body, requestLanguage(request)),
  );

  app.post(
    '/api/v1/coding-rules/count',
    {
      config: { access },
      schema: {
        summary: 'Count the lines a draft rule matches',
        tags,
        description: 'How many lines of the target the draft’s conditions match, of how many: the editor’s live count.',
        body: ruleCountRequestSchema,
        response: { 200: ruleCountAnswerSchema },
      },
    },
    (request) => countRule(ctx, currentUser(request), request.body),
  );

  app.post(
    '/api/v1/coding-rules/apply',
    {
      config: { access },
      schema: {
        summary: 'Apply a coding rule',
        tags,
        description:
          'Queues the run and answers 202 with its job (GET /api/v1/coding-jobs/:id; progress on the /file-convert socket): it codes exactly the lines the preview lists as `code`, as one undoable run. Over half of all lines in the target answers 409 unless `confirmed`, before anything is queued. A second apply on the same business waits for the first.',
        body: ruleApplyRequestSchema,
        response: { 202: codingJobAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await queueChecked(ctx, request, { kind: 'apply-rule', input: request.body }, checkRule)),
  );

  app.post(
    '/api/v1/coding-rules/apply-active',
    {
      config: { access },
      schema: {
        summary: 'Apply every active rule to a business',
        tags,
        description:
          'Queues the run and answers 202 with its job (GET /api/v1/coding-jobs/:id; progress on the /file-convert socket): every active rule over one business’s lines, first match wins, as one undoable run, each line coded as its first matching rule’s own apply would code it. Over half of all lines in the target answers 409 unless `confirmed`, before anything is queued.',
        body: activeRulesApplyRequestSchema,
        response: { 202: codingJobAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await queueChecked(ctx, request, { kind: 'apply-active', input: request.body }, checkActiveRules)),
  );

  app.get(
    '/api/v1/coding-runs',
    {
      config: { access },
      schema: {
        summary: 'List coding runs',
        tags,
        description: 'Runs (batches) newest first, by rule or business.',
        querystring: runListQuerySchema,
        response: { 200: runListAnswerSchema },
      },
    },
    (request) => listCodingRuns(ctx, currentUser(request), request.query),
  );

  app.get(
    '/api/v1/coding-runs/:id/lines',
    {
      config: { access },
      schema: {
        summary: 'List the lines of a coding run',
        tags,
        description: 'The lines a run changed, with their coding before and after.',
        params: runParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: runLinesAnswerSchema },
      },
    },
    (request) => codingRunLines(ctx, currentUser(request), request.params.id, request.query),
  );

  app.post(
    '/api/v1/coding-runs/:id/undo',
    {
      config: { access },
      schema: {
        summary: 'Undo a coding run',
        tags,
        description: 'Undoes a run once: lines changed since, now in a locked period or reconciled are kept and listed.',
        params: runParamsSchema,
        response: { 200: runUndoAnswerSchema },
      },
    },
    async (request) => ({ data: await undoRun(ctx, currentUser(request), request.params.id) }),
  );
}
