/**
 * Finding and linking contractors' payments. A scan turns each contractor's keywords into an
 * auto-coding condition tree (spend lines whose text contains any keyword) and runs it through
 * the rule engine's SQL compiler, so it finds exactly what a rule with those conditions would.
 * Nothing is marked until the user confirms a line; confirming links it to the contractor, keeps
 * the ABN quoted at that moment and marks the bank line as a contractor payment.
 */
import {
  conditionGroupSchema,
  noAbnWithholding,
  type ConditionGroup,
  type ContractorCandidateDto,
  type ContractorConfirmBody,
  type ContractorPaymentDto,
  contractorConfirmBodySchema,
  tparPeriod,
  message,
} from '@ledgerdesk/domain';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command, readSnapshot } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { bankTransactions } from '../banking/banking.tables.js';
import { ruleWhere } from '../coding/index.js';
import { businessInScope } from '../ledger/index.js';
import { markContractorPayments, spendLinesOf, unlinkedLinesWhere, type ContractorRow } from './contractors.repo.js';
import { contractorPayments, contractors } from './contractors.tables.js';

/** Most candidate lines one scan shows; the user confirms these and scans again for more. */
export const SCAN_LIMIT = 500;

/** A contractor's keywords as the condition tree an auto-coding rule would hold. */
export function keywordConditions(keywords: readonly string[]): ConditionGroup {
  return conditionGroupSchema.parse({
    match: 'all',
    conditions: [
      { field: 'direction', op: 'equals', value: 'spend' },
      { match: 'any', conditions: keywords.map((value) => ({ field: 'anyText', op: 'contains', value })) },
    ],
  });
}

export async function scanContractorPayments(ctx: AppContext, actor: AuthUser, businessId: string) {
  return readSnapshot(ctx.db, async (db) => {
    await businessInScope(db, actor, businessId);
    const rows = await db
      .select()
      .from(contractors)
      .where(eq(contractors.businessId, businessId))
      .orderBy(asc(contractors.name), asc(contractors.id));
    const found = new Map<string, ContractorCandidateDto>();
    let truncated = false;
    for (const contractor of rows.filter((c) => c.keywords.length > 0)) {
      const lines = await unlinkedLinesWhere(db, businessId, ruleWhere(keywordConditions(contractor.keywords)), SCAN_LIMIT + 1);
      if (lines.length > SCAN_LIMIT) truncated = true;
      // A line two contractors' keywords find goes to the first by name; the user can link it elsewhere later.
      for (const line of lines.slice(0, SCAN_LIMIT)) {
        if (found.has(line.id)) continue;
        found.set(line.id, {
          transactionId: line.id,
          date: line.date,
          description: line.description,
          payee: line.payee,
          amount: line.amount,
          contractorId: contractor.id,
          contractorName: contractor.name,
          noAbn: contractor.abn === null,
          markedByRule: line.contractorPayment,
        });
      }
    }
    const candidates = [...found.values()].sort((a, b) => a.date.localeCompare(b.date) || a.transactionId.localeCompare(b.transactionId));
    return { candidates: candidates.slice(0, SCAN_LIMIT), truncated: truncated || candidates.length > SCAN_LIMIT };
  });
}

export async function confirmContractorPayments(ctx: AppContext, actor: AuthUser, businessId: string, body: ContractorConfirmBody) {
  const { links } = contractorConfirmBodySchema.parse(body);
  return command(ctx, actor, async (cmd) => {
    await businessInScope(cmd.db, actor, businessId);
    const contractorIds = [...new Set(links.map((l) => l.contractorId))];
    const owned = await cmd.db
      .select()
      .from(contractors)
      .where(and(eq(contractors.businessId, businessId), inArray(contractors.id, contractorIds)));
    const byId = new Map<string, ContractorRow>(owned.map((c) => [c.id, c]));
    const lines = new Map(
      (
        await spendLinesOf(
          cmd.db,
          businessId,
          links.map((l) => l.transactionId),
        )
      ).map((l) => [l.id, l.amount]),
    );
    const values = links.map((link, i) => {
      const contractor = byId.get(link.contractorId);
      if (!contractor) throw Errors.notFound('Contractor');
      const amount = lines.get(link.transactionId);
      if (amount === undefined) throw Errors.notFound('Transaction');
      if (amount >= 0) throw Errors.badRequest(message('contractors.paidOutOnly', { line: i + 1 }));
      if (link.withheld && contractor.abn !== null)
        throw Errors.badRequest(message('contractors.abnQuoted', { line: i + 1, name: contractor.name }));
      return {
        bankTransactionId: link.transactionId,
        businessId,
        contractorId: contractor.id,
        abn: contractor.abn,
        taxWithheld: link.withheld ? noAbnWithholding(amount) : 0,
        createdBy: actor.id,
      };
    });
    await cmd.db
      .insert(contractorPayments)
      .values(values)
      .onConflictDoUpdate({
        target: contractorPayments.bankTransactionId,
        set: { contractorId: sql`excluded.contractor_id`, abn: sql`excluded.abn`, taxWithheld: sql`excluded.tax_withheld` },
      });
    await markContractorPayments(
      cmd.db,
      values.map((v) => v.bankTransactionId),
      true,
    );
    await cmd.audit({ action: 'contractor.payments_linked', entity: 'business', entityId: businessId, after: values });
    return { linked: values.length };
  });
}

export async function unlinkContractorPayment(ctx: AppContext, actor: AuthUser, businessId: string, transactionId: string): Promise<void> {
  await command(ctx, actor, async (cmd) => {
    await businessInScope(cmd.db, actor, businessId);
    const [removed] = await cmd.db
      .delete(contractorPayments)
      .where(and(eq(contractorPayments.businessId, businessId), eq(contractorPayments.bankTransactionId, transactionId)))
      .returning();
    if (!removed) throw Errors.notFound('Contractor payment');
    await markContractorPayments(cmd.db, [transactionId], false);
    await cmd.audit({ action: 'contractor.payment_unlinked', entity: 'business', entityId: businessId, before: removed });
  });
}

/** The linked payments dated in the TPAR year ending 30 June of `yearEnd`, oldest first. */
export async function contractorPaymentsOf(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  yearEnd: number,
): Promise<ContractorPaymentDto[]> {
  const { from, to } = tparPeriod(yearEnd);
  return readSnapshot(ctx.db, async (db) => {
    await businessInScope(db, actor, businessId);
    return db
      .select({
        transactionId: contractorPayments.bankTransactionId,
        date: bankTransactions.date,
        description: bankTransactions.description,
        amount: bankTransactions.amount,
        contractorId: contractors.id,
        contractorName: contractors.name,
        abn: contractorPayments.abn,
        taxWithheld: contractorPayments.taxWithheld,
      })
      .from(contractorPayments)
      .innerJoin(bankTransactions, eq(bankTransactions.id, contractorPayments.bankTransactionId))
      .innerJoin(contractors, eq(contractors.id, contractorPayments.contractorId))
      .where(and(eq(contractorPayments.businessId, businessId), between(bankTransactions.date, from, to)))
      .orderBy(asc(bankTransactions.date), asc(bankTransactions.id));
  });
}
