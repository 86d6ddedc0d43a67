/** Display formats shared by every screen. SPEC.md §3: dates display as 'hh:mm, DD MMM yyyy'. */
import dayjs from 'dayjs';

export const DATE_TIME_FORMAT = 'HH:mm, DD MMM YYYY';

export function formatDateTime(value: string | Date): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : '';
}
