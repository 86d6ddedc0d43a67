/**
 * How often the learned suggestion is right: each business's last months are held out, the
 * model trained on its earlier months, and top-1 / top-3 accuracy counted over every held-out
 * line (a line with no suggestion counts as a miss). Measured on the lines as written, then on
 * the same lines rewritten in another bank's format and truncated. Both on generated history and
 * on the demo seed's books (read from the bench's database).
 */
import { suggestAccounts, trainSuggestions, type CodedExample } from '@ledgerdesk/domain';
import { openPostgres } from '@ledgerdesk/server';
import { createRandom } from '@ledgerdesk/server/testing';
import { demoHistory } from '../lib/coding-demo-history.js';
import { generateHistory, noisy, type HistoryLine } from '../lib/coding-history.js';

const BUSINESSES = 40;
const MONTHS = 24;
const HELD_OUT_MONTHS = 4;

/** Each business's history, and from which month on its lines are held out. */
type Histories = Map<number, { lines: HistoryLine[]; heldOutFrom: number }>;

function byBusiness(lines: readonly HistoryLine[], monthsOf: (business: number) => number): Histories {
  const histories: Histories = new Map();
  for (const line of lines) {
    const history = histories.get(line.business) ?? { lines: [], heldOutFrom: monthsOf(line.business) - HELD_OUT_MONTHS };
    history.lines.push(line);
    histories.set(line.business, history);
  }
  return histories;
}

function score(histories: Histories, rewrite: (line: HistoryLine) => HistoryLine) {
  let top1 = 0;
  let top3 = 0;
  let lines = 0;
  for (const { lines: history, heldOutFrom } of histories.values()) {
    const training: CodedExample[] = history.filter((l) => l.month < heldOutFrom).map((l) => ({ ...l, count: 1 }));
    const model = trainSuggestions(training);
    for (const line of history.filter((l) => l.month >= heldOutFrom)) {
      const suggestions = suggestAccounts(model, rewrite(line), 3).map((s) => s.accountCode);
      lines++;
      if (suggestions[0] === line.accountCode) top1++;
      if (suggestions.includes(line.accountCode)) top3++;
    }
  }
  const pct = (n: number) => (lines === 0 ? 0 : Math.round((1000 * n) / lines) / 10);
  return { heldOutLines: lines, top1Percent: pct(top1), top3Percent: pct(top3) };
}

async function demoScores(databaseUrl: string | undefined) {
  if (!databaseUrl) return { skipped: 'reads the demo books from PostgreSQL' };
  const database = openPostgres(databaseUrl, 1);
  try {
    const { lines, months } = await demoHistory(database.db);
    const histories = byBusiness(lines, (b) => months.get(b) ?? 0);
    const random = createRandom(7);
    return {
      data: `the demo seed's coded bank lines: ${histories.size} businesses, ${lines.length} lines, each one's last ${HELD_OUT_MONTHS} months held out`,
      asWritten: score(histories, (l) => l),
      withBankNoise: score(histories, (l) => noisy(l, random)),
    };
  } finally {
    await database.close();
  }
}

export async function benchCodingAccuracy(databaseUrl: string | undefined) {
  const started = performance.now();
  const generated = byBusiness(generateHistory(20261124, BUSINESSES, MONTHS), () => MONTHS);
  const random = createRandom(7);
  return {
    generated: {
      data: `generated: ${BUSINESSES} businesses × ${MONTHS} months, the last ${HELD_OUT_MONTHS} held out`,
      asWritten: score(generated, (l) => l),
      withBankNoise: score(generated, (l) => noisy(l, random)),
    },
    demo: await demoScores(databaseUrl),
    elapsedMs: Math.round(performance.now() - started),
  };
}
