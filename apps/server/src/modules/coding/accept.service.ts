/**
 * Accepting Suggest-mode rules' suggestions from the master table: each line is coded with its
 * suggestion exactly as an autopost of the rule would have coded it (planSplits, postCoding),
 * records the rule as the one that coded it and loses the suggestion, all in one command. Lines in
 * the locked period, or whose suggestion no longer fits the chart, are skipped and reported, so
 * accepting a whole page codes what it can.
 */
import { formatDate, message, renderMessage, type AcceptSuggestionsAnswer, type AccountLanguage } from '@ledgerdesk/domain';
import { and, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { bankTransactions as t } from '../banking/banking.tables.js';
import { businessInScope, loadTransactions, openLedger, postCoding } from '../ledger/index.js';
import { planSplits } from './runs.outcome.js';
import { candidateLines, chartAccountsByCode, writeLines, type LineWrite } from './runs.repo.js';

type Answer = AcceptSuggestionsAnswer['data'];

export async function acceptSuggestions(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  transactionIds: readonly string[],
  language: AccountLanguage,
): Promise<Answer> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    await businessInScope(db, actor, businessId);
    // The ledger lock serialises this with hand coding and rule runs on the business.
    const { lockDate } = await openLedger(db, businessId);
    const lines = await candidateLines(
      db,
      and(
        sql`${t.businessId} = ${businessId}`,
        sql`${t.id} = any(${sql.param([...transactionIds])}::uuid[])`,
        sql`${t.journalEntryId} is null and ${t.suggestion} is not null`,
      ),
      sql`null`,
    );
    const codes = lines.flatMap((l) => l.suggestion?.splits.map((s) => s.accountCode) ?? []);
    const chart = (await chartAccountsByCode(db, [businessId], codes)).get(businessId);
    const skipped: Answer['skipped'] = [];
    const writes: LineWrite[] = [];
    for (const line of lines) {
      const suggestion = line.suggestion;
      if (!suggestion) continue;
      if (lockDate && line.date <= lockDate) {
        const reason = message('rules.outcome.lockedLine', { date: formatDate(line.date), lockDate: formatDate(lockDate) });
        skipped.push({ transactionId: line.id, reason: renderMessage(language, reason) });
        continue;
      }
      const plan = planSplits(line.amount, suggestion.splits, chart);
      if (plan.outcome !== 'code' || plan.splits.length === 0) {
        skipped.push({ transactionId: line.id, reason: renderMessage(language, plan.detail ?? message('rules.outcome.noAccount')) });
        continue;
      }
      const payee = suggestion.payee ?? line.payee;
      const { posted } = await postCoding(db, { ...line, payee }, plan.splits, actor.id);
      writes.push({
        ...line,
        payee,
        journalEntryId: posted.id,
        codedByRuleId: line.suggestedByRuleId,
        suggestion: null,
        suggestedByRuleId: null,
      });
      await cmd.audit({
        action: 'transaction.suggestion_accepted',
        entity: 'bank_transaction',
        entityId: line.id,
        before: { suggestion, suggestedByRuleId: line.suggestedByRuleId },
        after: { journalEntryId: posted.id, number: posted.number, splits: plan.splits },
      });
    }
    await writeLines(db, writes);
    return {
      accepted: await loadTransactions(
        db,
        writes.map((w) => w.id),
      ),
      skipped,
    };
  });
}
