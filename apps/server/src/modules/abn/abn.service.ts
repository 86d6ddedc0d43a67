/**
 * ABN lookup: the checksum first, then the register when an ABR GUID is configured. A register
 * answer about a registered ABN is kept with its date and reused for a week; a "no such ABN"
 * removes what was kept; a failed call changes nothing.
 */
import { compactAbn, formatAbn, isValidAbn, type AbnCheckDto, type AbnRegisterAnswer, type AbnRegisterOutcome } from '@ledgerdesk/domain';
import type { AppContext } from '../../platform/context.js';
import { askAbr } from './abr.client.js';
import * as repo from './abn.repo.js';

/** How long a kept answer is used before the register is asked again. */
export const CACHE_DAYS = 7;
const DAY_MS = 86_400_000;

const noAnswer = (outcome: AbnRegisterOutcome): AbnRegisterAnswer => ({
  outcome,
  entityName: null,
  businessNames: [],
  entityType: null,
  state: null,
  postcode: null,
  gstFrom: null,
  statusFrom: null,
  checkedAt: null,
  cached: false,
});

function presentLookup(row: repo.AbnLookupRow, cached: boolean): AbnRegisterAnswer {
  return {
    outcome: row.status,
    entityName: row.entityName,
    businessNames: row.businessNames,
    entityType: row.entityType,
    state: row.state,
    postcode: row.postcode,
    gstFrom: row.gstFrom,
    statusFrom: row.statusFrom,
    checkedAt: row.checkedAt.toISOString(),
    cached,
  };
}

async function askRegister(ctx: AppContext, abn: string, refresh: boolean): Promise<AbnRegisterAnswer> {
  const guid = ctx.live.abrGuid;
  if (!guid) return noAnswer('off');
  const kept = await repo.findLookup(ctx.db, abn);
  if (kept && !refresh && Date.now() - kept.checkedAt.getTime() < CACHE_DAYS * DAY_MS) return presentLookup(kept, true);
  const result = await askAbr({ baseUrl: ctx.config.abrUrl, guid, abn, timeoutMs: ctx.config.abrTimeoutMs });
  if (result.kind === 'found') return presentLookup(await repo.saveLookup(ctx.db, result.record, new Date()), false);
  if (result.kind === 'unknown') await repo.forgetLookup(ctx.db, abn);
  else ctx.log.warn({ abn, outcome: result.kind }, 'ABR lookup failed');
  return noAnswer(result.kind);
}

export async function checkAbn(ctx: AppContext, input: string, refresh: boolean): Promise<AbnCheckDto> {
  const abn = compactAbn(input);
  const valid = isValidAbn(abn);
  return { abn, formatted: formatAbn(abn), valid, register: valid ? await askRegister(ctx, abn, refresh) : null };
}
