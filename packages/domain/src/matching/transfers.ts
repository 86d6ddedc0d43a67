/**
 * Internal transfers: a spend in one of a business's bank accounts and the receipt of the same
 * amount in another. The database finds the candidate pairs (opposite amounts, dates within the
 * window) and the facts about each; these rules turn the facts into a confidence and choose the
 * pairs, one-to-one, so the web and the server agree on what a confidence means.
 */

export const DEFAULT_TRANSFER_DAYS = 3;
export const MAX_TRANSFER_DAYS = 14;

/** Words bank statements use for a movement between own accounts, matched on the normalised description. */
export const TRANSFER_WORDS_PATTERN = '\\m(transfer|tfr|trf|trsf|xfer|internet banking transfer)\\M|^(to|from) ';

export interface TransferFacts {
  /** Days between the two lines' dates (0: same day). */
  gapDays: number;
  /** Either description says transfer, TFR, "to …" or "from …". */
  wordHint: boolean;
  /** Either description names the other account or carries its number. */
  accountHint: boolean;
  /** Other candidates that share one of the two lines: 0 when the amount is unique in the window. */
  rivals: number;
}

/**
 * 0–100. Opposite amounts in two own accounts give the base; the rest comes from how close the
 * dates are, what the descriptions say (naming the other account counts more than a generic
 * word) and whether any other line could be the partner.
 */
export function transferConfidence(facts: TransferFacts, days: number): number {
  const datePart = Math.round(35 * (1 - Math.min(facts.gapDays, days + 1) / (days + 1)));
  const hintPart = facts.accountHint ? 30 : facts.wordHint ? 20 : 0;
  const uniquePart = facts.rivals === 0 ? 25 : facts.rivals === 1 ? 10 : 0;
  return Math.min(100, 10 + datePart + hintPart + uniquePart);
}

export interface TransferCandidate extends TransferFacts {
  outId: string;
  inId: string;
  confidence: number;
}

/**
 * One line is in at most one pair: the best candidates are taken first (highest confidence, then
 * the closest dates, then ids so the answer never depends on the order rows arrived in), and a
 * candidate is dropped once either of its lines is taken.
 */
export function chooseTransferPairs<T extends TransferCandidate>(candidates: readonly T[]): T[] {
  const ordered = [...candidates].sort(
    (a, b) =>
      b.confidence - a.confidence ||
      a.gapDays - b.gapDays ||
      (a.outId < b.outId ? -1 : a.outId > b.outId ? 1 : 0) ||
      (a.inId < b.inId ? -1 : a.inId > b.inId ? 1 : 0),
  );
  const taken = new Set<string>();
  const chosen: T[] = [];
  for (const candidate of ordered) {
    if (taken.has(candidate.outId) || taken.has(candidate.inId)) continue;
    taken.add(candidate.outId);
    taken.add(candidate.inId);
    chosen.push(candidate);
  }
  return chosen;
}
