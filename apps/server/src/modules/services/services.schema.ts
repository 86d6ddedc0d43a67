/** Request and answer shapes of the services catalogue (declared in the domain); they also feed OpenAPI. */
import { z } from 'zod';

export {
  createServiceBodySchema,
  serviceAnswerSchema,
  serviceListAnswerSchema,
  serviceSchema,
  updateServiceBodySchema,
  type CreateServiceInput,
  type ServiceDto,
  type UpdateServiceInput,
} from '@ledgerdesk/domain';

export const serviceIdParamsSchema = z.object({ id: z.uuid() });

/** Query strings carry booleans as text: only the exact words count, anything else is a 400. */
const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

export const serviceListQuerySchema = z.object({ active: queryBoolean.optional() });
export type ServiceListQuery = z.infer<typeof serviceListQuerySchema>;
