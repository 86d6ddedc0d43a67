/**
 * An import that would bring in nothing is refused, never answered as a success with zero rows:
 * a wrong mapping or an unknown date format otherwise looks like an empty month. The refusal
 * says how many rows were read and shows the first ones that failed, with why.
 */
import { StatementParseError, type DroppedRow, type ParsedAccount } from './types.js';

/** How many failed rows a refusal shows: enough to see the pattern, few enough to read. */
export const FAILURES_SHOWN = 5;

export class NothingToImportError extends StatementParseError {
  override name = 'NothingToImportError';
  constructor(
    message: string,
    readonly rowsRead: number,
    readonly failures: readonly DroppedRow[],
  ) {
    super(message);
  }
}

export function assertSomethingToImport(account: ParsedAccount): void {
  if (account.transactions.length > 0) return;
  const dropped = account.dropped ?? [];
  if (dropped.length === 0) throw new NothingToImportError('The file holds no transactions to import.', 0, []);
  const unreadable = dropped.filter((d) => d.reason === 'unreadable');
  const failures = (unreadable.length > 0 ? unreadable : dropped).slice(0, FAILURES_SHOWN);
  const lines = failures.map((f) => (f.line === undefined ? f.message : `Line ${f.line}: ${f.message}`)).join(' ');
  const rows = `${dropped.length} row${dropped.length === 1 ? '' : 's'}`;
  const datesUnknown = unreadable.some((d) => d.problem?.code === 'badDate');
  const message =
    unreadable.length > 0
      ? `None of the ${rows} could be read, so nothing was imported. ${lines}${datesUnknown ? ' Choose the date format the file uses.' : ' Check the column mapping.'}`
      : `None of the ${rows} is a transaction to import. ${lines}`;
  throw new NothingToImportError(message, dropped.length, failures);
}
