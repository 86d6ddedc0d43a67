/**
 * For the recode and suggestions tests: bank lines coded by hand through the API, as a
 * bookkeeper would, so the ledger and the coding history are the real ones.
 */
import { expect } from 'vitest';
import { buildBankTransactions } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import type { LedgerWorld } from '../ledger/ledger-world.fixture.js';

export type CodedRow = { date: string; amount: number; description: string; payee?: string; code: string; taxCode?: string };

/** Codes each row to one account (tax code FRE unless given) as `token`; answers the bank lines' ids. */
export async function codeByHand(t: TestApp, token: string, ledger: LedgerWorld['l1'], rows: CodedRow[]): Promise<string[]> {
  const lines = await buildBankTransactions(
    t.ctx,
    ledger.bankAccount,
    rows.map(({ date, amount, description, payee }) => ({ date, amount, description, payee: payee ?? '' })),
  );
  for (const [i, line] of lines.entries()) {
    const row = rows[i]!;
    const res = await t.api.put(
      `/api/v1/transactions/${line.id}/coding`,
      { lines: [{ accountId: ledger.account(row.code), taxCode: row.taxCode ?? 'FRE', amount: row.amount }] },
      { token },
    );
    expect(res.status).toBe(200);
  }
  return lines.map((line) => line.id);
}
