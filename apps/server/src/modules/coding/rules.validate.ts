/**
 * What a rule must satisfy beyond its zod shape before it is saved: a condition tree within the
 * limits, actions that make sense, and for a business rule accounts, tax codes and bank accounts
 * of that business. Each refusal is a 400 naming the field, in the words the editor shows.
 */
import {
  actionsProblem,
  conditionsProblem,
  taxCodeFitsAccount,
  type Message,
  type RuleActions,
  type RuleDraft,
  message,
} from '@ledgerdesk/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
// The table, not banking's index: the import commit (banking) runs the rules.
import { bankAccounts } from '../banking/banking.tables.js';
import { listBusinessAccountRows } from '../charts/index.js';

const refuse = (field: string, problem: Message) => Errors.badRequest(message('coding.ruleProblem', { field, problem }));

export function assertValidDraft(draft: Pick<RuleDraft, 'conditions' | 'actions'>): void {
  const conditions = conditionsProblem(draft.conditions);
  if (conditions) throw refuse(['conditions', conditions.path].filter(Boolean).join('.'), conditions.message);
  const actions = actionsProblem(draft.actions);
  if (actions) throw refuse('actions', actions);
}

/** Every split names an active account of the business's chart, with a tax code that account may take. */
export async function assertBusinessActions(db: Db, businessId: string, actions: RuleActions): Promise<void> {
  if (actions.splits.length === 0) return;
  const byCode = new Map((await listBusinessAccountRows(db, businessId)).map((a) => [a.code, a]));
  for (const [index, split] of actions.splits.entries()) {
    const field = `actions.splits.${index}`;
    const account = byCode.get(split.accountCode);
    if (!account || !account.active) throw refuse(`${field}.accountCode`, message('rules.accountNotInChart', { code: split.accountCode }));
    if (split.taxCode && !taxCodeFitsAccount(account.type, split.taxCode))
      throw refuse(
        `${field}.taxCode`,
        message('rules.taxCodeUnfit', { account: `${account.code} ${account.name}`, taxCode: split.taxCode }),
      );
  }
}

export async function assertBusinessBankAccounts(db: Db, businessId: string, bankAccountIds: readonly string[]): Promise<void> {
  if (bankAccountIds.length === 0) return;
  const ownRows = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.businessId, businessId), inArray(bankAccounts.id, [...bankAccountIds])));
  const own = new Set(ownRows.map((b) => b.id));
  const stranger = bankAccountIds.find((id) => !own.has(id));
  if (stranger) throw refuse('scope.bankAccountIds', message('rules.bankAccountStranger', { id: stranger }));
}
