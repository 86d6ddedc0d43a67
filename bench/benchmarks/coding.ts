/**
 * `npm run bench -- coding`: auto-coding. The accuracy of learned suggestions on held-out lines,
 * beside the anchors' published limits.
 */
import type { ServerProcess } from '@ledgerdesk/server/testing';
import { benchCodingAccuracy } from './coding-accuracy.js';

const ANCHORS = {
  fireflyIii: 'rule preview shows at most 200 lines (#853); applying rules to many transactions times out at 300 s',
  xero: 'find and recode: about 200 lines per batch, advisers only',
};

export function benchCoding(_server: ServerProcess) {
  return Promise.resolve({ suggestions: benchCodingAccuracy(), anchors: ANCHORS });
}
