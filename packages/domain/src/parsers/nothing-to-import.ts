/**
 * An import that would bring in nothing is refused, never answered as a success with zero rows:
 * a wrong mapping or an unknown date format otherwise looks like an empty month. The refusal
 * says how many rows were read and shows the first ones that failed, with why.
 */
import { message, type Message } from '../messages/index.js';
import { StatementParseError, type DroppedRow, type ParsedAccount } from './types.js';

/** How many failed rows a refusal shows: enough to see the pattern, few enough to read. */
export const FAILURES_SHOWN = 5;

export class NothingToImportError extends StatementParseError {
  override name = 'NothingToImportError';
  constructor(
    said: Message,
    readonly rowsRead: number,
    readonly failures: readonly DroppedRow[],
  ) {
    super(said);
  }
}

export function assertSomethingToImport(account: ParsedAccount): void {
  if (account.transactions.length > 0) return;
  const dropped = account.dropped ?? [];
  if (dropped.length === 0) throw new NothingToImportError(message('statements.noTransactions'), 0, []);
  const unreadable = dropped.filter((d) => d.reason === 'unreadable');
  const failures = (unreadable.length > 0 ? unreadable : dropped).slice(0, FAILURES_SHOWN);
  const lines = failures.map((f) => (f.line === undefined ? f.message : message('statements.atLine', { line: f.line, detail: f.message })));
  const count = dropped.length;
  const datesUnknown = unreadable.some((d) => d.problem?.code === 'badDate');
  const said =
    unreadable.length > 0
      ? message('statements.noneRead', {
          count,
          lines,
          hint: message(datesUnknown ? 'statements.chooseDateFormat' : 'statements.checkMapping'),
        })
      : message('statements.noneToImport', { count, lines });
  throw new NothingToImportError(said, count, failures);
}
