/**
 * How often the learned suggestion is right: each business's last months are held out, the
 * model trained on its earlier months, and top-1 / top-3 accuracy counted over every held-out
 * line (a line with no suggestion counts as a miss). Measured on the lines as written, then on
 * the same lines rewritten in another bank's format and truncated.
 */
import { suggestAccounts, trainSuggestions, type CodedExample } from '@ledgerdesk/domain';
import { createRandom } from '@ledgerdesk/server/testing';
import { generateHistory, noisy, type HistoryLine } from '../lib/coding-history.js';

const BUSINESSES = 40;
const MONTHS = 24;
const HELD_OUT_MONTHS = 4;

function score(byBusiness: Map<number, HistoryLine[]>, rewrite: (line: HistoryLine) => HistoryLine) {
  let top1 = 0;
  let top3 = 0;
  let lines = 0;
  for (const history of byBusiness.values()) {
    const training: CodedExample[] = history.filter((l) => l.month < MONTHS - HELD_OUT_MONTHS).map((l) => ({ ...l, count: 1 }));
    const model = trainSuggestions(training);
    for (const line of history.filter((l) => l.month >= MONTHS - HELD_OUT_MONTHS)) {
      const suggestions = suggestAccounts(model, rewrite(line), 3).map((s) => s.accountCode);
      lines++;
      if (suggestions[0] === line.accountCode) top1++;
      if (suggestions.includes(line.accountCode)) top3++;
    }
  }
  const pct = (n: number) => Math.round((1000 * n) / lines) / 10;
  return { heldOutLines: lines, top1Percent: pct(top1), top3Percent: pct(top3) };
}

export function benchCodingAccuracy() {
  const started = performance.now();
  const byBusiness = new Map<number, HistoryLine[]>();
  for (const line of generateHistory(20261124, BUSINESSES, MONTHS)) {
    byBusiness.set(line.business, [...(byBusiness.get(line.business) ?? []), line]);
  }
  const random = createRandom(7);
  return {
    data: `generated: ${BUSINESSES} businesses × ${MONTHS} months, the last ${HELD_OUT_MONTHS} held out (the demo seed has no bank lines)`,
    asWritten: score(byBusiness, (l) => l),
    withBankNoise: score(byBusiness, (l) => noisy(l, random)),
    elapsedMs: Math.round(performance.now() - started),
  };
}
