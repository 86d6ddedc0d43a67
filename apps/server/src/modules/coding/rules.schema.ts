/** Route parameters of the coding-rules API; its requests and answers are declared in the domain. */
import { z } from 'zod';

export {
  createRuleSchema,
  ruleAnswerSchema,
  ruleListAnswerSchema,
  ruleListQuerySchema,
  ruleOrderSchema,
  ruleStatusChangeSchema,
  ruleVersionsAnswerSchema,
  updateRuleSchema,
  type CreateRuleInput,
  type RuleDraft,
  type RuleDto,
  type RuleListQuery,
  type RuleOrderInput,
  type RuleScope,
  type RuleStatus,
  type UpdateRuleInput,
} from '@ledgerdesk/domain';

export const ruleIdParamsSchema = z.object({ id: z.uuid() });
