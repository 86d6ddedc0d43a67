/**
 * A business with a generated multi-year ledger (compact chart, one bank account whose coded
 * transactions match the bank entries), for the trial-balance and export tests.
 */
import { Role } from '@ledgerdesk/domain';
import type { AppContext } from '../../platform/context.js';
import { buildBusiness, buildClient, buildUser } from '../../../test/factories.js';
import {
  createGeneratorBankAccount,
  generateLedger,
  prepareGeneratorAccounts,
  type GenerateLedgerOptions,
} from '../../../testing/ledger-generator.js';

export async function buildGeneratedLedger(
  ctx: AppContext,
  options: Pick<GenerateLedgerOptions, 'start' | 'years' | 'entriesPerMonth' | 'seed'>,
) {
  const sa = await buildUser(ctx, { roleId: Role.SuperAdmin });
  const client = await buildClient(ctx);
  const business = await buildBusiness(ctx, { clientId: client.id, name: 'Harbour; Cafe  Pty: Ltd' });
  const accounts = await prepareGeneratorAccounts(ctx.db, business.id);
  const bankAccountId = await createGeneratorBankAccount(ctx.db, business.id, accounts.bank);
  const generated = await generateLedger(ctx.db, { businessId: business.id, accounts, bankAccountId, ...options });
  return { sa, client, business, accounts, bankAccountId, generated };
}
