/** Route parameters of the clients API; its requests and answers are declared in the domain. */
import { z } from 'zod';

export {
  CLIENT_SORTS,
  clientAnswerSchema,
  clientDetailAnswerSchema,
  clientDetailSchema,
  clientFilterSchema,
  clientListAnswerSchema,
  clientListQuerySchema,
  clientSchema,
  clientTagSchema,
  createClientBodySchema,
  updateClientBodySchema,
  type ClientDetailDto,
  type ClientDto,
  type ClientFilter,
  type ClientListQuery,
  type ClientSort,
  type ClientStatus,
  type CreateClientInput,
  type UpdateClientInput,
} from '@ledgerdesk/domain';

export const clientIdParamsSchema = z.object({ id: z.uuid() });
