/** Shapes transfer pairs: both lines side by side, spend first. */
import type { TransferLineDto, TransferPairDto } from '@ledgerdesk/domain';
import { cents } from '../ledger/index.js';
import type { LineRow, PairRow } from './transfers.repo.js';

function presentLine(row: LineRow): TransferLineDto {
  return {
    id: row.id,
    date: row.date,
    bankAccountId: row.bank_account_id,
    bankAccountName: row.bank_account_name,
    description: row.description,
    amount: cents(row.amount),
    locked: row.locked,
  };
}

export function presentPairs(pairs: readonly PairRow[], lines: ReadonlyMap<string, LineRow>): TransferPairDto[] {
  return pairs.flatMap((p) => {
    const out = lines.get(p.out_id);
    const into = lines.get(p.in_id);
    if (!out || !into) return [];
    return [
      {
        id: p.id,
        status: p.status,
        confidence: p.confidence,
        gapDays: p.gap_days,
        out: presentLine(out),
        in: presentLine(into),
        decidedAt: p.decided_at,
      },
    ];
  });
}
