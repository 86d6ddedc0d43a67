/**
 * The Australian Business Register's JSON web service: GET AbnDetails.aspx?abn=…&guid=…&callback=…
 * answers `callback({...})` with Abn, AbnStatus, AbnStatusEffectiveFrom, EntityName,
 * BusinessName[], EntityTypeName, AddressState, AddressPostcode, Gst and Message. An empty Abn
 * with a Message is its way of saying "no such ABN" or "unknown GUID". Anything else it could
 * answer (an HTTP error, no answer in time, not that shape) is told apart, never taken as data.
 */
import { z } from 'zod';

export interface AbrRecord {
  abn: string;
  status: 'active' | 'cancelled';
  entityName: string | null;
  businessNames: string[];
  entityType: string | null;
  state: string | null;
  postcode: string | null;
  gstFrom: string | null;
  statusFrom: string | null;
}

export type AbrResult = { kind: 'found'; record: AbrRecord } | { kind: 'unknown' | 'refused' | 'timeout' | 'unavailable' | 'unreadable' };

const text = z
  .string()
  .nullish()
  .transform((value) => (value ? value.trim() || null : null));

const abnDetailsSchema = z.object({
  Abn: z.string(),
  AbnStatus: z.string(),
  AbnStatusEffectiveFrom: text,
  EntityName: text,
  EntityTypeName: text,
  AddressState: text,
  AddressPostcode: text,
  Gst: text,
  BusinessName: z.array(z.string()).nullish(),
  Message: z.string().nullish(),
});

/** The object inside `callback(...)`, or the body itself when it came without the wrapper. */
function unwrapJsonp(body: string): unknown {
  const trimmed = body.trim();
  const match = /^[\w$.]+\(([\s\S]*)\)\s*;?$/.exec(trimmed);
  return JSON.parse(match?.[1] ?? trimmed) as unknown;
}

const GUID_REFUSED = /guid|not a registered party|authenticat/i;
const NO_SUCH_ABN = /no record|not found|not a valid abn|not currently|search text is not/i;

export function readAbnDetails(body: string, abn: string): AbrResult {
  let parsed;
  try {
    parsed = abnDetailsSchema.safeParse(unwrapJsonp(body));
  } catch {
    return { kind: 'unreadable' };
  }
  if (!parsed.success) return { kind: 'unreadable' };
  const details = parsed.data;
  const message = details.Message?.trim() ?? '';
  if (!details.Abn) {
    if (GUID_REFUSED.test(message)) return { kind: 'refused' };
    return NO_SUCH_ABN.test(message) ? { kind: 'unknown' } : { kind: 'unreadable' };
  }
  const status = details.AbnStatus.toLowerCase();
  // An answer about another number, or with a status it does not document, is not trusted.
  if (details.Abn !== abn || (status !== 'active' && status !== 'cancelled')) return { kind: 'unreadable' };
  return {
    kind: 'found',
    record: {
      abn,
      status,
      entityName: details.EntityName,
      businessNames: (details.BusinessName ?? []).map((name) => name.trim()).filter(Boolean),
      entityType: details.EntityTypeName,
      state: details.AddressState,
      postcode: details.AddressPostcode,
      gstFrom: details.Gst,
      statusFrom: details.AbnStatusEffectiveFrom,
    },
  };
}

export async function askAbr(options: { baseUrl: string; guid: string; abn: string; timeoutMs: number }): Promise<AbrResult> {
  const url = new URL('AbnDetails.aspx', options.baseUrl);
  url.search = new URLSearchParams({ abn: options.abn, guid: options.guid, callback: 'callback' }).toString();
  let body: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
    if (!response.ok) return { kind: 'unavailable' };
    body = await response.text();
  } catch (err) {
    return { kind: err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'unavailable' };
  }
  return readAbnDetails(body, options.abn);
}
