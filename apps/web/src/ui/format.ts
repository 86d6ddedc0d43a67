/**
 * Display formats shared by every screen: dates alone come from the domain (`formatDate`,
 * 'DD/MM/YYYY'); a date with a time keeps SPEC.md §3's order, time first, with the same day-first
 * date (docs/decisions/0010).
 */
import dayjs from 'dayjs';

export const DATE_TIME_FORMAT = 'HH:mm, DD/MM/YYYY';

export function formatDateTime(value: string | Date): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : '';
}
