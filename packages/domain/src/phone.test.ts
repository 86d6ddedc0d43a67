import { describe, expect, it } from 'vitest';
import { isValidPhone, phoneSchema } from './phone.js';

describe('the phone rule', () => {
  it.each(['', '+61 2 9876 5432', '(02) 9876-5432', '+84 28.3822.1234', '  0412 345 678  '])('accepts %j', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
    expect(phoneSchema.safeParse(phone).success).toBe(true);
  });

  it.each(['call me', '0412#345', '+61 2 9876 5432 ext 1', '1'.repeat(33)])('refuses %j', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
    expect(phoneSchema.safeParse(phone).success).toBe(false);
  });

  it('trims what it keeps', () => {
    expect(phoneSchema.parse(' 0412 345 678 ')).toBe('0412 345 678');
  });
});
