/**
 * Australian Business Number: 11 digits with the ATO's mod-89 check (ACCOUNTING.md). The check
 * proves the form only; whether the ABN is active is the ABR's to say.
 */
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/**
 * Drops white space (including no-break spaces), hyphens and dashes (pasted from letterheads and
 * invoices as 51-824-753-556) and an optional leading 'AU'.
 */
export function compactAbn(input: string): string {
  return input.replace(/[\s\-\u2010-\u2015]/g, '').replace(/^AU/i, '');
}

export function isValidAbn(input: string): boolean {
  const digits = compactAbn(input);
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce((total, char, i) => total + (Number(char) - (i === 0 ? 1 : 0)) * (WEIGHTS[i] ?? 0), 0);
  return sum % 89 === 0;
}

/** '51824753556' → '51 824 753 556'. */
export function formatAbn(input: string): string {
  const d = compactAbn(input);
  return d.length === 11 ? `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}` : input;
}

export const ABN_INVALID_MESSAGE = 'Enter a valid 11-digit ABN.';
