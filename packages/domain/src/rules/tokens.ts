/**
 * The words of a bank line that say who was paid, without what the bank adds around them:
 * card numbers, dates and times, reference numbers, "VISA PURCHASE" and the like, place names.
 * Two lines from the same merchant in different months give the same tokens.
 */
import { normaliseText } from './normalise.js';

const MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec';

/** Removed before splitting, because they would otherwise leave word-like pieces behind. */
const NOISE_PATTERNS: readonly RegExp[] = [
  /\b\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b/g,
  new RegExp(`\\b\\d{1,2} ?(?:${MONTHS})[a-z]*(?: ?\\d{2,4})?\\b`, 'g'),
  /\b\d{1,2}:\d{2}(?::\d{2})?(?: ?[ap]m)?\b/g,
  /\bx{2,}\d*\b/g,
  /\*+\d+/g,
  /\bvalue date\b/g,
];

const STOP_WORDS = new Set(
  [
    'visa mastercard mc amex eftpos purchase purch pos debit credit card cardholder crd dr cr',
    'direct dd pmt payment ref reference receipt rcpt trn txn transaction value date',
    'au aus australia nsw vic qld wa sa tas act nt sydney melbourne brisbane perth adelaide hobart canberra darwin',
    'pty ltd limited inc co the and of to from for at on in by',
    'tap contactless online internet banking mobile app www com net org',
    'int intl international foreign currency aud usd fx conversion',
  ]
    .join(' ')
    .split(' '),
);

export function descriptionTokens(...texts: readonly string[]): string[] {
  const tokens = new Set<string>();
  for (const text of texts) {
    let clean = normaliseText(text);
    for (const pattern of NOISE_PATTERNS) clean = clean.replace(pattern, ' ');
    for (const word of clean.split(/[^a-z0-9]+/)) {
      if (word.length < 2 || /\d/.test(word) || STOP_WORDS.has(word)) continue;
      tokens.add(word);
    }
  }
  return [...tokens];
}
