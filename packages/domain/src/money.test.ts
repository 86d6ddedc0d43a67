import { describe, expect, it } from 'vitest';
import { divideRounded, formatCents, formatMoney, gstFromInclusive, parseAmount } from './money.js';

describe('GST from a GST-inclusive amount', () => {
  it('is gross / 11 to the cent', () => {
    expect(gstFromInclusive(11000)).toBe(1000);
    expect(gstFromInclusive(10000)).toBe(909); // 909.09…
    expect(gstFromInclusive(-10000)).toBe(-909);
  });

  it('rounds to the nearest cent, halves away from zero', () => {
    expect(gstFromInclusive(50)).toBe(5); // 4.545…
    expect(gstFromInclusive(49)).toBe(4); // 4.454…
    expect(gstFromInclusive(-50)).toBe(-5);
    // gross / 11 is never exactly half a cent (11 is odd); the halving rule itself:
    expect(divideRounded(5, 10)).toBe(1);
    expect(divideRounded(-5, 10)).toBe(-1);
    expect(divideRounded(4, 10)).toBe(0);
  });

  it('never drifts on large amounts', () => {
    expect(gstFromInclusive(99_999_999_999)).toBe(9_090_909_091);
  });
});

describe('parseAmount', () => {
  it.each([
    ['1,234.56', 123456],
    ['-12.5', -1250],
    ['(45.00)', -4500],
    ['$1,000', 100000],
    ['12.34-', -1234],
    ['+3', 300],
    ['AUD 7.05', 705],
    ['0.1', 10],
    ['.5', 50],
    ['-0.00', 0],
    [' 1 234.00 ', 123400],
  ])('%s → %i cents', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it('reads decimal commas when told', () => {
    expect(parseAmount('1.234,56', { decimal: ',' })).toBe(123456);
    expect(parseAmount('-3,5', { decimal: ',' })).toBe(-350);
  });

  it('reads statement spellings: sign before the symbol, padded zero decimals, pound sign', () => {
    expect(parseAmount('+ $73.01')).toBe(7301);
    expect(parseAmount('- $12.01')).toBe(-1201);
    expect(parseAmount('-$42.00')).toBe(-4200);
    expect(parseAmount('£1,100.00')).toBe(110000);
    expect(parseAmount('-30.000')).toBe(-3000);
    expect(parseAmount('-3.77000')).toBe(-377);
    expect(parseAmount('4.626,81', { decimal: ',' })).toBe(462681);
  });

  it('refuses thousands separators out of place instead of misreading them', () => {
    expect(parseAmount('1.000,00')).toBeUndefined();
    expect(parseAmount('1500,00')).toBeUndefined();
    expect(parseAmount('1,5')).toBeUndefined();
    expect(parseAmount('1,000.00', { decimal: ',' })).toBeUndefined();
  });

  it.each(['', 'abc', '1.234', '12.3.4', '--', '1e5', '1.2301'])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeUndefined();
  });
});

describe('formatCents', () => {
  it('groups thousands and keeps two decimals', () => {
    expect(formatCents(123456)).toBe('1,234.56');
    expect(formatCents(-5)).toBe('-0.05');
    expect(formatCents(100000000)).toBe('1,000,000.00');
    expect(formatCents(123456, { thousands: false })).toBe('1234.56');
  });
});

describe('formatMoney', () => {
  it('shows dollars, negatives with a leading minus, and the currency code where asked', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(-123456)).toBe('-$1,234.56');
    expect(formatMoney(-5)).toBe('-$0.05');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-250005, { currency: 'AUD' })).toBe('-$2,500.05 AUD');
    expect(formatMoney(-1200, { currency: 'EUR' })).toBe('-12.00 EUR');
  });
});
