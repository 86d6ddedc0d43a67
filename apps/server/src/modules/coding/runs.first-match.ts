/**
 * Each line's first matching rule among many, for a run of every active rule. One CASE of 500 arms
 * tried every rule on every line: 3 s of database time for 100,000 lines. The rules' key index
 * (domain keys.ts) names the few rules each line can match; the database decides exactly those
 * (line, rule) pairs with the rules' own SQL, through a binary tree of CASEs on the rule's number,
 * so a pair costs a handful of comparisons and one rule's predicate.
 */
import { setImmediate } from 'node:timers/promises';
import { KeyIndex } from '@ledgerdesk/domain';
import { sql, type SQL } from 'drizzle-orm';
import { pgArray } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import { pipelinedFrom } from '../../platform/db/pipelined.js';
import { withStatementTimeout } from '../../platform/db/statement-timeout.js';
import { selectRows } from '../ledger/index.js';
import { matchSql, type OrderedRule, type TargetBusiness } from './rule-order.js';
import type { CandidateLine } from './runs.repo.js';

/** Pairs per statement: each stays well inside the statement timeout. */
const PAIR_SLICE = 50_000;
/** Lines looked up in the key index in one turn of the event loop. */
const LINE_SLICE = 5000;

/** True when rules[i] takes the current bank_transactions row, for `i` in [lo, hi). */
function ruleAtSql(rules: readonly OrderedRule[], targets: readonly TargetBusiness[], i: SQL, lo: number, hi: number): SQL {
  const only = rules[lo];
  if (hi - lo === 1 && only) return matchSql(only, targets);
  const mid = (lo + hi) >> 1;
  return sql`(case when ${i} < ${sql.raw(String(mid))} then ${ruleAtSql(rules, targets, i, lo, mid)} else ${ruleAtSql(rules, targets, i, mid, hi)} end)`;
}

/** Line id → the id of the first of `rules` (in order) that takes it; lines no rule takes are absent. */
export async function firstMatches(
  db: Db,
  rules: readonly OrderedRule[],
  targets: readonly TargetBusiness[],
  lines: readonly Pick<CandidateLine, 'id' | 'texts'>[],
): Promise<Map<string, string>> {
  const taken = new Map<string, string>();
  if (rules.length === 0) return taken;
  const index = new KeyIndex(rules.map((r) => r.conditions));
  const matches = ruleAtSql(rules, targets, sql`p.i`, 0, rules.length);
  const first = new Map<string, number>();
  // Each slice of pairs is decided while the lines after it are looked up in the key index.
  async function* statements(tx: Db) {
    let pairs: { lines: string[]; rules: number[] } = { lines: [], rules: [] };
    const send = (slice: typeof pairs) => {
      const query = sql`select p.id, min(p.i) as i
          from unnest(${pgArray(slice.lines)}::uuid[], ${pgArray(slice.rules)}::int[]) as p(id, i)
          join bank_transactions on bank_transactions.id = p.id
          where ${matches}
          group by p.id`;
      return async () => {
        for (const row of await selectRows<{ id: string; i: number }>(tx, query))
          first.set(row.id, Math.min(first.get(row.id) ?? Infinity, Number(row.i)));
      };
    };
    for (const [n, line] of lines.entries()) {
      // Looking up 100,000 lines in one go held every other request up 300 ms.
      if (n > 0 && n % LINE_SLICE === 0) await setImmediate();
      for (const rule of index.candidates(line.texts)) {
        pairs.lines.push(line.id);
        pairs.rules.push(rule);
      }
      if (pairs.lines.length >= PAIR_SLICE) {
        yield send(pairs);
        pairs = { lines: [], rules: [] };
      }
    }
    if (pairs.lines.length > 0) yield send(pairs);
  }
  await withStatementTimeout(db, (tx) => pipelinedFrom(statements(tx)));
  for (const [id, i] of first) {
    const rule = rules[i];
    if (rule) taken.set(id, rule.id);
  }
  return taken;
}
