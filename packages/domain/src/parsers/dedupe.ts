/**
 * Marks the transactions of an import that the account already holds, for the preview to
 * skip. The bank's id decides when both sides have one; otherwise the same date, amount and
 * description does. Multiplicity counts: two identical coffees on one day are two purchases,
 * so an account holding one of them takes the other as new.
 */
import type { ParsedTransaction } from './types.js';

export type DedupeFields = Pick<ParsedTransaction, 'date' | 'amount' | 'description' | 'externalId'>;

export interface DuplicateMark<T> {
  transaction: T;
  duplicate: boolean;
  reason?: 'externalId' | 'sameDateAmountDescription';
}

/** Case, spacing and punctuation differ between exports of the same line. */
export function normaliseDescription(description: string): string {
  // Unicode normalisation is slow; most bank text is plain ASCII and needs none.
  const ascii = /^[\x20-\x7e]*$/.test(description) ? description : description.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return ascii
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Date, amount and description: what identifies a line that has no bank id. */
export function duplicateKey(t: DedupeFields): string {
  return `${t.date}|${t.amount}|${normaliseDescription(t.description)}`;
}

class Counter {
  private readonly counts = new Map<string, number>();
  add(key: string) {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
  /** Uses up one occurrence; false when none is left. */
  take(key: string): boolean {
    const n = this.counts.get(key) ?? 0;
    if (n === 0) return false;
    this.counts.set(key, n - 1);
    return true;
  }
}

export function markDuplicates<T extends DedupeFields>(incoming: readonly T[], existing: readonly DedupeFields[]): DuplicateMark<T>[] {
  const existingIds = new Map<string, string>();
  const withoutId = new Counter();
  const withId = new Counter();
  for (const t of existing) {
    if (t.externalId) {
      existingIds.set(t.externalId, duplicateKey(t));
      withId.add(duplicateKey(t));
    } else withoutId.add(duplicateKey(t));
  }
  const seenIds = new Set<string>();
  return incoming.map((transaction) => {
    const key = duplicateKey(transaction);
    const id = transaction.externalId;
    if (id) {
      const existingKey = existingIds.get(id);
      if (existingKey !== undefined || seenIds.has(id)) {
        if (existingKey !== undefined) withId.take(existingKey);
        return { transaction, duplicate: true, reason: 'externalId' };
      }
      seenIds.add(id);
      // An id the account has never seen still matches a line imported earlier without ids.
      if (withoutId.take(key)) return { transaction, duplicate: true, reason: 'sameDateAmountDescription' };
      return { transaction, duplicate: false };
    }
    if (withoutId.take(key) || withId.take(key)) return { transaction, duplicate: true, reason: 'sameDateAmountDescription' };
    return { transaction, duplicate: false };
  });
}
