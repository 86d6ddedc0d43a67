/**
 * Learned suggestions for uncoded lines: first from the business's own coded history; a line
 * it says nothing about asks the brand's other businesses, whose codes must exist in this chart.
 */
import { suggestAccounts, trainSuggestions, type LearnedSuggestionDto, type SuggestionModel } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { readSnapshot } from '../../platform/db/command.js';
import { businessInScope } from '../ledger/index.js';
import { brandHistory, businessHistory, chartAccountsByCode, uncodedLines, type ChartAccount, type UncodedLine } from './history.repo.js';

type Source = LearnedSuggestionDto['source'];

function suggest(model: SuggestionModel, line: UncodedLine, chart: Map<string, ChartAccount>, source: Source): LearnedSuggestionDto[] {
  return suggestAccounts(model, line, 6)
    .flatMap(({ accountCode, confidence }) => {
      const account = chart.get(accountCode);
      return account
        ? [{ accountId: account.id, accountCode, accountName: account.name, taxCode: account.taxCode, confidence, source }]
        : [];
    })
    .slice(0, 3);
}

export async function learnedSuggestions(ctx: AppContext, actor: AuthUser, businessId: string, transactionIds: readonly string[]) {
  return readSnapshot(ctx.db, async (db) => {
    await businessInScope(db, actor, businessId);
    const lines = await uncodedLines(db, businessId, transactionIds);
    const chart = await chartAccountsByCode(db, businessId);
    const own = trainSuggestions(await businessHistory(db, businessId));
    let brand: SuggestionModel | undefined;
    const answers = [];
    for (const line of lines) {
      let suggestions = suggest(own, line, chart, 'business');
      if (suggestions.length === 0) {
        brand ??= trainSuggestions(await brandHistory(db, businessId));
        suggestions = suggest(brand, line, chart, 'brand');
      }
      answers.push({ transactionId: line.id, suggestions });
    }
    return answers;
  });
}
