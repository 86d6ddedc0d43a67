/** The master table's URL state: the business and the filters. Amounts are typed as text and sent as cents. */
import { parseAmount } from '@ledgerdesk/domain';
import { z } from 'zod';
import type { TransactionFilters } from './api';

const text = z.string().catch('');

export const masterSearchSchema = z.object({
  /** A malformed id is no business: the page asks for one rather than sending it to the API. */
  businessId: z.uuid().catch(''),
  bankAccountId: text,
  from: text,
  to: text,
  status: z.enum(['', 'coded', 'uncoded']).catch(''),
  min: text,
  max: text,
  q: text,
});
export type MasterSearch = z.infer<typeof masterSearchSchema>;

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export function filtersFrom(search: MasterSearch): TransactionFilters {
  return {
    bankAccountId: search.bankAccountId || undefined,
    from: isDate(search.from) ? search.from : undefined,
    to: isDate(search.to) ? search.to : undefined,
    status: search.status || undefined,
    minAmount: search.min ? parseAmount(search.min) : undefined,
    maxAmount: search.max ? parseAmount(search.max) : undefined,
    q: search.q.trim() || undefined,
  };
}
