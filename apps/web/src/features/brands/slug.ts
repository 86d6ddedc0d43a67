/** Suggests a brand slug from its name: ASCII letters and digits joined by single hyphens. */
import { BRAND_SLUG_MAX } from '@ledgerdesk/domain';

export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BRAND_SLUG_MAX)
    .replace(/-+$/, '');
}
