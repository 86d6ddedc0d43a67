/** The new-journal form's lines: debit and credit typed as text, read as cents, checked with the domain. */
import { assertBalanced, parseAmount, sumCents, type TaxCode } from '@ledgerdesk/domain';
import type { JournalLineInput } from './journalApi';

export interface DraftJournalLine {
  key: number;
  accountId: string | null;
  debit: string;
  credit: string;
  taxCode: TaxCode | null;
}

export const emptyLine = (key: number): DraftJournalLine => ({ key, accountId: null, debit: '', credit: '', taxCode: null });

/** Signed cents of a line (debit positive), or undefined when unreadable or both sides are filled. */
export function lineAmount(line: DraftJournalLine): number | undefined {
  const debit = line.debit.trim() ? parseAmount(line.debit.trim()) : 0;
  const credit = line.credit.trim() ? parseAmount(line.credit.trim()) : 0;
  if (debit === undefined || credit === undefined || debit < 0 || credit < 0 || (debit !== 0 && credit !== 0)) return undefined;
  return debit - credit;
}

export interface JournalCheck {
  debit: number;
  credit: number;
  difference: number;
  lines: JournalLineInput[] | null;
}

export function checkJournal(lines: DraftJournalLine[]): JournalCheck {
  const amounts = lines.map(lineAmount);
  const debit = sumCents(amounts.map((a) => (a && a > 0 ? a : 0)));
  const credit = sumCents(amounts.map((a) => (a && a < 0 ? -a : 0)));
  const used = lines.filter((line, i) => amounts[i] !== 0 || line.accountId);
  const readable = used.every((line) => line.accountId && lineAmount(line) !== undefined && lineAmount(line) !== 0);
  const out: JournalLineInput[] = used.map((line) => ({
    accountId: line.accountId ?? '',
    amount: lineAmount(line) ?? 0,
    taxCode: line.taxCode,
  }));
  let balanced = readable && out.length >= 2;
  try {
    assertBalanced(out);
  } catch {
    balanced = false;
  }
  return { debit, credit, difference: debit - credit, lines: balanced ? out : null };
}
