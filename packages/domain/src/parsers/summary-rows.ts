/**
 * Statement lines that sum up rather than record a payment: opening and closing balances,
 * balances brought or carried forward, turnover and totals. Banks put them above, between or
 * below the transactions, in English, German, French and Vietnamese. A cell must say only that
 * (a colon or 'as at <date>' may follow), so a shop called 'Total Tools' is still a purchase.
 */
export type SummaryKind = 'opening' | 'closing' | 'total';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/đ/g, 'd')
    .replace(/\s+/g, ' ')
    .replace(/[\s:.*-]+$/, '')
    .replace(/ (as at|as of|at|on|per|au|am|vom|ngay) .*$/, '')
    .trim();

const OPENING =
  /^((opening|starting|start|initial|previous|prior|old) balance|balance (brought forward|b\/f)|brought forward|b\/f|anfangssaldo|alter (kontostand|saldo)|saldo (alt|anfang|vortrag)|solde (initial|precedent|anterieur|de debut|d'ouverture)|so du dau( ky)?)$/;
const CLOSING =
  /^((closing|ending|end|final|new|current|available|ledger|statement) balance|balance (carried forward|c\/f)|carried forward|c\/f|endsaldo|neuer (kontostand|saldo)|saldo (neu|ende)|solde (final|de fin|nouveau|de cloture)|so du cuoi( ky)?)$/;
const TOTAL =
  /^((grand |sub ?)?totals?|total (debits?|credits?|deposits?|withdrawals?|money in|money out|in|out|amount|transactions|turnover|for (the )?period)|(debit |credit )?turnovers?|umsatz( gesamt)?|umsatze( gesamt)?|summe|total des (debits|credits)|tong cong|tong (thu|chi|phat sinh))$/;

/** Cheap first test, so the fold runs on few of a long file's cells. */
const HINT = /bal|total|turnover|forward|b\/f|c\/f|saldo|solde|ums[aä]tz|summe|s[oố] d[uư]|t[oổ]ng/i;

export function summaryKind(cell: string): SummaryKind | undefined {
  if (cell.length > 60 || !HINT.test(cell)) return undefined;
  const text = fold(cell);
  if (OPENING.test(text)) return 'opening';
  if (CLOSING.test(text)) return 'closing';
  if (TOTAL.test(text)) return 'total';
  return undefined;
}

/** The summary a row's cells make, and the cell that says so; undefined for a transaction. */
export function summaryOfRow(cells: readonly string[]): { kind: SummaryKind; label: string } | undefined {
  for (const cell of cells) {
    const kind = summaryKind(cell);
    if (kind) return { kind, label: cell.trim() };
  }
  return undefined;
}
