/** The envelope of the API's JSON answers, declared once so neither side spells the wrapper out. */
import { z } from 'zod';

/** `{ data: … }`: how every single (non-paged) JSON answer wraps its payload. */
export function dataAnswer<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}
