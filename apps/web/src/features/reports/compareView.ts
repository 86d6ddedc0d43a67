/** The figures that differ between two versions of a report, row by row and column by column. */
import type { ReportTableModel } from './reportTable';

export function changedCells(newest: ReportTableModel, previous: ReportTableModel): Map<string, Set<number>> {
  const before = new Map(previous.rows.map((row) => [row.key, row.amounts]));
  const changed = new Map<string, Set<number>>();
  for (const row of newest.rows) {
    const old = before.get(row.key);
    row.amounts.forEach((amount, index) => {
      if (amount === null) return;
      // A row that is new counts as changed, as does a figure of another amount.
      if ((old?.[index] ?? null) === amount) return;
      changed.set(row.key, (changed.get(row.key) ?? new Set()).add(index));
    });
  }
  return changed;
}
