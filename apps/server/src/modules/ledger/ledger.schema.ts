/** Request and answer pieces every ledger endpoint shares; they also feed OpenAPI. */
import { isoDateSchema as ledgerDate, JOURNAL_SOURCES, TAX_CODES } from '@ledgerdesk/domain';
import { z } from 'zod';

export { entrySchema, type EntryDto } from '@ledgerdesk/domain';

/** Signed integer cents, within what a JavaScript number holds exactly. */
export const centsSchema = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
export const centsQuerySchema = z.coerce.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
export const isoDateSchema = ledgerDate();
export const taxCodeSchema = z.enum(TAX_CODES);
export const journalSourceSchema = z.enum(JOURNAL_SOURCES);
export const descriptionSchema = z.string().trim().max(500).nullable().optional();

export const businessParamsSchema = z.object({ id: z.uuid() });
export const transactionParamsSchema = z.object({ id: z.uuid() });
export const entryParamsSchema = z.object({ entryId: z.uuid() });
