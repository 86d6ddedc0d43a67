/** Contractors of a business: created, changed and removed by whoever codes the business's lines, within scope. */
import { contractorInputSchema, type ContractorDto, type ContractorInput } from '@ledgerdesk/domain';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command, readSnapshot } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { businessInScope } from '../ledger/index.js';
import {
  addressColumns,
  contractorOf,
  listContractors,
  markContractorPayments,
  paymentCountOf,
  presentContractor,
} from './contractors.repo.js';
import { contractorPayments, contractors } from './contractors.tables.js';

/** Keywords compared case-blind, each kept once, in the order typed. */
function distinctKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  return keywords.filter((k) => {
    const key = k.toLocaleLowerCase('en');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function columnsOf(input: ContractorInput) {
  const parsed = contractorInputSchema.parse(input);
  return {
    name: parsed.name,
    abn: parsed.abn === '' ? null : parsed.abn,
    ...addressColumns(parsed.address),
    email: parsed.email,
    keywords: distinctKeywords(parsed.keywords),
  };
}

export async function contractorsOf(ctx: AppContext, actor: AuthUser, businessId: string): Promise<ContractorDto[]> {
  return readSnapshot(ctx.db, async (db) => {
    await businessInScope(db, actor, businessId);
    return listContractors(db, businessId);
  });
}

export async function createContractor(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  input: ContractorInput,
): Promise<ContractorDto> {
  return command(ctx, actor, async (cmd) => {
    await businessInScope(cmd.db, actor, businessId);
    const [row] = await cmd.db
      .insert(contractors)
      .values({ businessId, ...columnsOf(input) })
      .returning();
    if (!row) throw new Error('contractor not inserted');
    await cmd.audit({ action: 'contractor.created', entity: 'contractor', entityId: row.id, after: row });
    return presentContractor(row, 0);
  });
}

export async function updateContractor(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  contractorId: string,
  input: ContractorInput,
): Promise<ContractorDto> {
  return command(ctx, actor, async (cmd) => {
    await businessInScope(cmd.db, actor, businessId);
    const before = await contractorOf(cmd.db, businessId, contractorId);
    if (!before) throw Errors.notFound('Contractor');
    const [row] = await cmd.db
      .update(contractors)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(contractors.id, contractorId))
      .returning();
    if (!row) throw Errors.notFound('Contractor');
    await cmd.audit({ action: 'contractor.updated', entity: 'contractor', entityId: row.id, before, after: row });
    return presentContractor(row, await paymentCountOf(cmd.db, row.id));
  });
}

/** Removing a contractor unlinks its payments, which stop being marked as contractor payments. */
export async function deleteContractor(ctx: AppContext, actor: AuthUser, businessId: string, contractorId: string): Promise<void> {
  await command(ctx, actor, async (cmd) => {
    await businessInScope(cmd.db, actor, businessId);
    const before = await contractorOf(cmd.db, businessId, contractorId);
    if (!before) throw Errors.notFound('Contractor');
    const links = await cmd.db
      .delete(contractorPayments)
      .where(eq(contractorPayments.contractorId, contractorId))
      .returning({ id: contractorPayments.bankTransactionId });
    await markContractorPayments(
      cmd.db,
      links.map((l) => l.id),
      false,
    );
    await cmd.db.delete(contractors).where(eq(contractors.id, contractorId));
    await cmd.audit({
      action: 'contractor.deleted',
      entity: 'contractor',
      entityId: contractorId,
      before,
      after: { unlinked: links.length },
    });
  });
}
