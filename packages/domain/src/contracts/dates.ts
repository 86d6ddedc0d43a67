/**
 * Dates a request may carry. A well-formed date can still be absurd: 9999-12-31 plus a month or
 * a financial year is past what PostgreSQL and the date helpers hold, and turned a typo into a
 * 500. No ledger reaches outside these years, so anything beyond is refused at validation.
 */
import { z } from 'zod';

export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2199-12-31';
const RANGE_MESSAGE = `Use a date between ${EARLIEST_DATE} and ${LATEST_DATE}.`;

const inRange = (date: string) => date.slice(0, 10) >= EARLIEST_DATE && date.slice(0, 10) <= LATEST_DATE;

/** A calendar date, YYYY-MM-DD, within the years a ledger can hold. */
export const isoDateSchema = (message?: string) => z.iso.date(message).refine(inRange, RANGE_MESSAGE);

/** A date, or a timestamp with its offset, within the same years. */
export const isoInstantSchema = () => z.union([z.iso.date(), z.iso.datetime({ offset: true })]).refine(inRange, RANGE_MESSAGE);
