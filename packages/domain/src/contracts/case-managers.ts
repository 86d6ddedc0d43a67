/**
 * The case managers of a business (the assigned and assignable lists), declared once: the server
 * validates and documents with them, the web parses the answers.
 */
import { z } from 'zod';

export const caseManagerMemberParamsSchema = z.object({ id: z.uuid(), userId: z.uuid() });

export const assignCaseManagersBodySchema = z.object({
  /** Ids already assigned are skipped, so sending the same list twice changes nothing. */
  userIds: z.array(z.uuid()).min(1).max(100),
});

export const caseManagerSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });
export type CaseManagerDto = z.infer<typeof caseManagerSchema>;

export const caseManagersAnswerSchema = z.object({
  data: z.object({ assigned: z.array(caseManagerSchema), assignable: z.array(caseManagerSchema) }),
});
export type CaseManagersDto = z.infer<typeof caseManagersAnswerSchema>['data'];
