/** The /team/case-manager/{id} page: a case manager's businesses and workload, a supervisor's case managers. */
import { z } from 'zod';
import { memberSchema } from './team.schema.js';

export const workloadSchema = z.object({
  businesses: z.number().int(),
  activeBusinesses: z.number().int(),
  /** Distinct clients of those businesses. */
  clients: z.number().int(),
});
export type WorkloadDto = z.infer<typeof workloadSchema>;

const personSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

export const caseManagerPageAnswerSchema = z.object({
  data: z.object({
    user: memberSchema,
    supervisor: personSchema.nullable(),
    businesses: z.array(z.object({ id: z.string(), name: z.string(), clientName: z.string(), status: z.enum(['active', 'archived']) })),
    workload: workloadSchema,
  }),
});
export type CaseManagerPageDto = z.infer<typeof caseManagerPageAnswerSchema>['data'];

export const supervisorTeamAnswerSchema = z.object({
  data: z.object({
    supervisor: memberSchema,
    caseManagers: z.array(memberSchema.extend({ workload: workloadSchema })),
  }),
});
export type SupervisorTeamDto = z.infer<typeof supervisorTeamAnswerSchema>['data'];
