/** Toasts for success and failure; client-side generic errors are shown translated. */
import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n';
import { isApiError } from './http/errors';

export function errorMessage(error: unknown, fallback?: string): string {
  if (isApiError(error)) return error.generic ? i18n.t('errors.generic') : error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? i18n.t('errors.generic');
}

export function showError(error: unknown, title?: string): void {
  if (isApiError(error) && error.statusCode === 401) return;
  notifications.show({ color: 'red', title: title ?? i18n.t('common.error'), message: errorMessage(error) });
}

export function showSuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message });
}

/** Why something asked for cannot be done, when nothing failed. */
export function showWarning(message: string, title?: string): void {
  notifications.show({ color: 'orange', title, message });
}
