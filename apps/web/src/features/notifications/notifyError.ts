/** Notification failures (SPEC.md §8): a toast titled 'Error' with the message, or 'Something went wrong'. */
import { notifications } from '@mantine/notifications';
import { isApiError } from '../../app/http/errors';
import { i18n } from '../../i18n';

function messageOf(error: unknown): string {
  if (isApiError(error)) return error.generic ? i18n.t('errors.generic') : error.message;
  return error instanceof Error ? error.message : '';
}

export function notifyNotificationError(error: unknown): void {
  if (isApiError(error) && error.statusCode === 401) return;
  notifications.show({
    color: 'red',
    title: i18n.t('notifications.errorTitle'),
    message: messageOf(error) || i18n.t('notifications.somethingWrong'),
  });
}
