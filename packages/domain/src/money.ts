/**
 * Money is an integer number of cents (docs/decisions/0001). Parsing and GST never go through
 * floating point, so a figure is exact to the cent however it was written.
 */
export type Cents = number;

export class MoneyError extends Error {
  override name = 'MoneyError';
}

export function assertCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new MoneyError(`Not a whole number of cents: ${value}`);
  return value;
}

/** a / b rounded half away from zero, in integers. */
export function divideRounded(a: number, b: number): number {
  const sign = Math.sign(a) * Math.sign(b);
  const [x, y] = [Math.abs(a), Math.abs(b)];
  const q = Math.floor(x / y);
  const r = x - q * y;
  return sign * (r * 2 >= y ? q + 1 : q);
}

/** GST inside a GST-inclusive amount: gross ÷ 11, half away from zero (ACCOUNTING.md). */
export function gstFromInclusive(gross: Cents): Cents {
  return divideRounded(assertCents(gross), 11);
}

export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const v of values) total += v;
  return assertCents(total);
}

export interface ParseAmountOptions {
  /** '.' (default) or ','. The other one is taken as a thousands separator. */
  decimal?: '.' | ',';
}

/** Whole part with thousands separators, for each decimal mark: '1,234,567' or '1.234.567'. */
const GROUPED = { '.': /^\d{1,3}(,\d{3})+$/, ',': /^\d{1,3}(\.\d{3})+$/ } as const;

/**
 * Reads an amount as written in statements: '1,234.56', '-12.5', '(45.00)', '$1 234,56',
 * '12.34-', 'AUD 7', '+3', '+ $73.01', '£1,100.00'. Answers cents, or undefined when the text
 * is not an amount. More than two decimals is refused rather than rounded, unless the extra
 * digits are zeros ('-30.000', '18.150'): banks pad amounts, and padding loses nothing.
 * Thousands separators must group by three, so '1.000,00' read with a '.' decimal is refused
 * instead of becoming 1.00.
 */
export function parseAmount(text: string, options: ParseAmountOptions = {}): Cents | undefined {
  const decimal = options.decimal ?? '.';
  // Fast path for the plain '-123.45' that most statement lines hold (imports run to 100,000 lines).
  const plain = (decimal === '.' ? /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/ : /^(-?)(\d{1,13})(?:,(\d{1,2}))?$/).exec(text);
  if (plain) {
    const cents = Number(plain[2]) * 100 + Number((plain[3] ?? '').padEnd(2, '0'));
    return plain[1] && cents !== 0 ? -cents : cents;
  }
  const thousands = decimal === '.' ? ',' : '.';
  let s = text
    .replace(/[\s\u00a0']/g, '')
    .replace(/^[A-Z]{3}|[A-Z]{3}$/g, '')
    .replace(/[$€£¥₫]/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (s.endsWith('-')) {
    negative = !negative;
    s = s.slice(0, -1);
  }
  if (s.startsWith('-')) {
    negative = !negative;
    s = s.slice(1);
  } else if (s.startsWith('+')) s = s.slice(1);
  const [intPart = '', ...rest] = s.split(decimal);
  if (rest.length > 1) return undefined;
  if (intPart.includes(thousands) && !GROUPED[decimal].test(intPart)) return undefined;
  s = intPart.split(thousands).join('') + (rest.length ? `.${rest[0]}` : '');
  const match = /^(\d*)(?:\.(\d{0,2})(0*))?$/.exec(s);
  if (!match || (match[1] === '' && !match[2])) return undefined;
  const whole = Number(match[1] || '0');
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  if (!Number.isSafeInteger(cents)) return undefined;
  return negative && cents !== 0 ? -cents : cents;
}

/** 123456 → '1,234.56'; -5 → '-0.05'. The bare figure, for inputs and CSV cells. */
export function formatCents(cents: Cents, options: { thousands?: boolean } = {}): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toString();
  const grouped = options.thousands === false ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}.${(abs % 100).toString().padStart(2, '0')}`;
}

/** The currency of every book: bank accounts and ledgers are kept in Australian dollars. */
export const BOOK_CURRENCY = 'AUD';

/**
 * Money as people read it (docs/decisions/0010): '$1,234.56', a negative with a leading minus
 * '-$1,234.56', the same in English and Vietnamese. `currency` adds the code where accounts can
 * differ ('$1,234.56 AUD'); a currency other than dollars drops the '$' ('-12.00 EUR').
 */
export function formatMoney(cents: Cents, options: { currency?: string } = {}): string {
  const sign = cents < 0 ? '-' : '';
  const figure = formatCents(Math.abs(cents));
  const { currency } = options;
  if (!currency) return `${sign}$${figure}`;
  return DOLLAR_CURRENCIES.has(currency) ? `${sign}$${figure} ${currency}` : `${sign}${figure} ${currency}`;
}

const DOLLAR_CURRENCIES = new Set(['AUD', 'NZD', 'USD', 'CAD', 'SGD', 'HKD']);
