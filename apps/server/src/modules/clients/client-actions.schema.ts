/** The client actions' requests and answers are declared in the domain; the routes take them from here. */
export {
  addClientTagBodySchema,
  assignAnswerSchema,
  assignClientBodySchema,
  BULK_ACTIONS,
  bulkAnswerSchema,
  bulkBodySchema,
  clientTagsAnswerSchema,
  deleteClientBodySchema,
  deleteClientQuerySchema,
  portalUserAnswerSchema,
  portalUserBodySchema,
  setClientTagsBodySchema,
  type AssignClientInput,
  type BulkAction,
  type BulkInput,
  type PortalUserInput,
} from '@ledgerdesk/domain';
