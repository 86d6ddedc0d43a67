/** Answers of the runs API, shaped explicitly from rows. */
import type { RunDto } from '@ledgerdesk/domain';
import type { CodedLineSnapshot } from './coding.tables.js';
import type { RunRow } from './runs.store.js';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export const presentRun = (row: RunRow): RunDto => ({
  id: row.id,
  kind: row.kind,
  createdAt: iso(row.createdAt) ?? '',
  createdBy: row.createdBy,
  rules: row.rules,
  businessCount: row.businessCount,
  lineCount: row.lineCount,
  undoneAt: iso(row.undoneAt),
  undoneBy: row.undoneBy,
});

export const presentSnapshot = (lines: CodedLineSnapshot[] | null) =>
  lines && lines.map((l) => ({ accountCode: l.accountCode, taxCode: l.taxCode, amount: l.amount }));
