/**
 * `npm run bench -- coding`: auto-coding. The accuracy of learned suggestions on held-out lines,
 * a rule's preview over a million bank lines, recoding 100,000 posted lines, beside the
 * anchors' published limits.
 */
import type { ServerProcess } from '@ledgerdesk/server/testing';
import { benchCodingAccuracy } from './coding-accuracy.js';
import { benchCodingPreview } from './coding-preview.js';
import { benchCodingRecode } from './coding-recode.js';

const ANCHORS = {
  fireflyIii: 'rule preview shows at most 200 lines (#853); applying rules to many transactions times out at 300 s',
  xero: 'find and recode: about 200 lines per batch, advisers only',
};

export async function benchCoding(server: ServerProcess, databaseUrl: string | undefined) {
  return {
    suggestions: benchCodingAccuracy(),
    preview: await benchCodingPreview(server, databaseUrl),
    recode: await benchCodingRecode(server, databaseUrl),
    anchors: ANCHORS,
  };
}
