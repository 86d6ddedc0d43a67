/**
 * What the preview says about itself beyond its rows: the rows dropped and why, and the closing
 * balance the import leads to against the one the statement states. With an opening balance in
 * the file the statement is checked on its own; with only a closing balance, the account's
 * balance after the import (its opening balance and what it holds up to that date) is.
 */
import {
  renderMessage,
  type AccountLanguage,
  type BalanceCheckDto,
  type DroppedRow,
  type DroppedRowDto,
  type ParsedAccount,
} from '@ledgerdesk/domain';
import type { Db } from '../../platform/db/client.js';
import type { BankAccountRow } from './bank-accounts.repo.js';
import * as repo from './imports.repo.js';
import { PREVIEW_ROWS, type PreviewDto } from './imports.schema.js';

export const presentDropped = (row: DroppedRow, language: AccountLanguage): DroppedRowDto => ({
  line: row.line ?? null,
  reason: row.reason,
  message: renderMessage(language, row.message),
  text: row.text ?? null,
  problem: row.problem ?? null,
});

export function explainDropped(account: ParsedAccount, language: AccountLanguage): Pick<PreviewDto, 'dropped' | 'droppedCounts'> {
  const dropped = account.dropped ?? [];
  const counts = new Map<DroppedRow['reason'], number>();
  for (const row of dropped) counts.set(row.reason, (counts.get(row.reason) ?? 0) + 1);
  return {
    dropped: dropped.slice(0, PREVIEW_ROWS).map((row) => presentDropped(row, language)),
    droppedCounts: [...counts].map(([reason, count]) => ({ reason, count })),
  };
}

export async function checkBalance(
  db: Db,
  bank: Pick<BankAccountRow, 'id' | 'openingBalance' | 'openingDate'>,
  account: ParsedAccount,
  movement: { all: number; new: number },
): Promise<BalanceCheckDto | null> {
  const { openingBalance, closingBalance } = account;
  if (!closingBalance) return null;
  const statedDate = closingBalance.date ?? null;
  const check = (basis: BalanceCheckDto['basis'], start: number, moved: number): BalanceCheckDto => ({
    basis,
    start,
    movement: moved,
    computed: start + moved,
    stated: closingBalance.amount,
    statedDate,
    difference: closingBalance.amount - (start + moved),
  });
  if (openingBalance) return check('statement', openingBalance.amount, movement.all);
  const held = await repo.heldBalance(db, bank.id, { after: bank.openingDate, upTo: statedDate });
  return check('account', bank.openingBalance + held, movement.new);
}
