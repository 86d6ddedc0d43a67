/**
 * "Make a rule from this line": a coded line's coding as a business rule, with the conditions
 * that separate it from the business's lines coded to other accounts. The domain proposes
 * condition trees from the coded history, fewest conditions first; the rules' own SQL counts what
 * each matches among all the business's lines, in one scan, and the first that matches nothing
 * coded elsewhere wins (else the one that matches the fewest).
 */
import {
  conditionCandidates,
  distinctiveTokens,
  splitsOfCoding,
  TAX_CODES,
  type Condition,
  type ConditionGroup,
  type RuleDraft,
  type RuleDraftFromLine,
  message,
} from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { readSnapshot } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { businessInScope, loadTransactions, transactionBusinessInScope, type TransactionDto } from '../ledger/index.js';
import { businessHistory } from './history.repo.js';
import { matchSql } from './rule-order.js';
import { countEach, lineFilterSql } from './runs.repo.js';
import { draftRule } from './runs.evaluate.js';

const MAX_NAME = 120;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function ruleName(line: TransactionDto, tokens: readonly string[], accountName: string): string {
  const what = tokens.length > 0 ? tokens.map(capitalised).join(' ') : line.description.trim();
  return `${what} → ${accountName}`.slice(0, MAX_NAME);
}

function codingOf(line: TransactionDto) {
  const lines = line.coding?.lines ?? [];
  const [first] = lines;
  if (!first) throw Errors.conflict(message('coding.lineNotCoded'));
  const splits = splitsOfCoding(
    lines.map((l) => ({
      accountCode: l.accountCode,
      taxCode: TAX_CODES.find((code) => code === l.taxCode) ?? null,
      amount: l.amount,
      description: l.description,
    })),
  );
  const main = splits.findIndex((s) => s.share.kind === 'remainder');
  return { splits, account: lines[main] ?? first };
}

export async function ruleDraftFromLine(ctx: AppContext, actor: AuthUser, transactionId: string): Promise<RuleDraftFromLine> {
  return readSnapshot(ctx.db, async (db) => {
    const business = await businessInScope(db, actor, await transactionBusinessInScope(db, actor, transactionId));
    const businessId = business.id;
    const [line] = await loadTransactions(db, [transactionId]);
    if (!line) throw Errors.notFound('Transaction');
    const { splits, account } = codingOf(line);
    const coded = { description: line.description, payee: line.payee, amount: line.amount, accountCode: account.accountCode };
    const history = await businessHistory(db, businessId);
    const tokens = distinctiveTokens(coded, history);
    const draftWith = (conditions: ConditionGroup): RuleDraft => ({
      name: ruleName(line, tokens, account.accountName),
      mode: 'suggest',
      scope: { kind: 'business', businessId, bankAccountIds: [] },
      conditions,
      actions: { splits, payee: line.payee.trim() || null, memo: null, internalTransfer: false, contractorPayment: false },
    });
    const drafts = conditionCandidates(coded, tokens, history).map(draftWith);
    // Per draft: every line it matches, those coded at all, those coded to the line's account.
    const narrowed = (draft: RuleDraft, state: Condition | null) =>
      matchSql(draftRule(state ? { ...draft, conditions: { match: 'all', conditions: [draft.conditions, state] } } : draft), []);
    const counts = await countEach(
      db,
      lineFilterSql({ businessIds: [businessId] }),
      drafts.flatMap((draft) => [
        narrowed(draft, null),
        narrowed(draft, { field: 'state', op: 'equals', value: 'coded' }),
        narrowed(draft, { field: 'state', op: 'equals', value: 'coded', accountCode: account.accountCode }),
      ]),
    );
    const scored = drafts.map((draft, i) => {
      const [matched = 0, codedAtAll = 0, sameAccount = 0] = counts.slice(i * 3, i * 3 + 3);
      return { draft, matches: { matched, sameAccount, elsewhere: codedAtAll - sameAccount } };
    });
    // Among equally good drafts the earlier, which has fewer conditions, is kept.
    const best = scored.reduce((kept, next) => (next.matches.elsewhere < kept.matches.elsewhere ? next : kept));
    return { transactionId, businessName: business.name, ...best };
  });
}
