/** The assign-case-managers requests and answers are declared in the domain; the routes take them from here. */
export {
  assignCaseManagersBodySchema,
  caseManagerMemberParamsSchema,
  caseManagerSchema,
  caseManagersAnswerSchema,
  type CaseManagerDto,
  type CaseManagersDto,
} from '@ledgerdesk/domain';
