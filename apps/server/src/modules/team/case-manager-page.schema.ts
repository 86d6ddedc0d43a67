/** The /team/case-manager/{id} page's answers, declared in the domain; they also feed OpenAPI. */
export {
  caseManagerPageAnswerSchema,
  supervisorTeamAnswerSchema,
  type CaseManagerPageDto,
  type SupervisorTeamDto,
  type WorkloadDto,
} from '@ledgerdesk/domain';
