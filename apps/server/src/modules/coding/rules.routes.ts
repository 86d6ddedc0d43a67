/**
 * /api/v1/coding-rules for everyone with 'coding:rules'; which rules each caller reads and may
 * change is decided per rule in rules.scope.ts (practice rules: Super Admin; brand rules: Super
 * and Region Admin; business rules: the business in the caller's scope).
 */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import {
  createRuleSchema,
  ruleAnswerSchema,
  ruleIdParamsSchema,
  ruleListAnswerSchema,
  ruleListQuerySchema,
  ruleOrderSchema,
  ruleStatusChangeSchema,
  ruleVersionsAnswerSchema,
  updateRuleSchema,
} from './rules.schema.js';
import { changeRuleStatus, createRule, getRule, listRules, listRuleVersions, orderRules, updateRule } from './rules.service.js';

const tags = ['coding'];
const access = 'coding:rules';
const params = ruleIdParamsSchema;

export function registerRuleRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/coding-rules',
    {
      config: { access },
      schema: {
        summary: 'List coding rules',
        tags,
        description: 'One status tab of the rules the caller sees, in evaluation order: business, brand, practice, then position.',
        querystring: ruleListQuerySchema,
        response: { 200: ruleListAnswerSchema },
      },
    },
    (request) => listRules(ctx, currentUser(request), request.query),
  );

  app.post(
    '/api/v1/coding-rules',
    {
      config: { access },
      schema: {
        summary: 'Create a coding rule',
        tags,
        description: 'A new rule takes the last position of its scope.',
        body: createRuleSchema,
        response: { 201: ruleAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createRule(ctx, currentUser(request), request.body) }),
  );

  app.put(
    '/api/v1/coding-rules/order',
    {
      config: { access },
      schema: {
        summary: 'Reorder coding rules',
        tags,
        description: 'The full order of one scope’s rules (of one status tab with `status`); any other set of ids is a 400.',
        body: ruleOrderSchema,
        response: { 200: ruleListAnswerSchema },
      },
    },
    (request) => orderRules(ctx, currentUser(request), request.body),
  );

  app.get(
    '/api/v1/coding-rules/:id',
    { config: { access }, schema: { summary: 'Get a coding rule', tags, params, response: { 200: ruleAnswerSchema } } },
    async (request) => ({ data: await getRule(ctx, currentUser(request), request.params.id) }),
  );

  app.put(
    '/api/v1/coding-rules/:id',
    {
      config: { access },
      schema: {
        summary: 'Save a new version of a coding rule',
        tags,
        description: 'Saves a new version; the earlier ones stay.',
        params,
        body: updateRuleSchema,
        response: { 200: ruleAnswerSchema },
      },
    },
    async (request) => ({ data: await updateRule(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/v1/coding-rules/:id/status',
    {
      config: { access },
      schema: {
        summary: "Change a coding rule's status",
        tags,
        description: 'Draft → active → archived → active or draft; any other move is a 409.',
        params,
        body: ruleStatusChangeSchema,
        response: { 200: ruleAnswerSchema },
      },
    },
    async (request) => ({ data: await changeRuleStatus(ctx, currentUser(request), request.params.id, request.body.status) }),
  );

  app.get(
    '/api/v1/coding-rules/:id/versions',
    {
      config: { access },
      schema: {
        summary: "List a coding rule's versions",
        tags,
        description: 'Newest first.',
        params,
        response: { 200: ruleVersionsAnswerSchema },
      },
    },
    async (request) => ({ data: await listRuleVersions(ctx, currentUser(request), request.params.id) }),
  );
}
