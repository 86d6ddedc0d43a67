/** Route parameters of the regions API; its request and answers are declared in the domain. */
import { z } from 'zod';

export {
  regionAnswerSchema,
  regionBodySchema,
  regionListAnswerSchema,
  regionSchema,
  type RegionDto,
  type RegionInput,
} from '@ledgerdesk/domain';

export const regionIdParamsSchema = z.object({ id: z.uuid() });
