/** Route parameters of the notifications API; its requests and answers are declared in the domain. */
import { z } from 'zod';

export {
  notificationAnswerSchema as detailResponseSchema,
  notificationCountAnswerSchema as countResponseSchema,
  notificationListAnswerSchema as listResponseSchema,
  notificationListQuerySchema as listQuerySchema,
  notificationSchema,
  notificationsReadAnswerSchema as readAllResponseSchema,
  type NotificationDto,
  type NotificationListQuery as ListQuery,
} from '@ledgerdesk/domain';

export const idParamsSchema = z.object({ id: z.uuid() });
