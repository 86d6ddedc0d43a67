/**
 * The phone rule of clients and profiles: what people type for AU and VN numbers (digits, spaces
 * and + ( ) . -), at most 32 characters; empty means no phone.
 */
import { z } from 'zod';

export const PHONE_MAX_LENGTH = 32;
const PHONE_PATTERN = /^[+\d\s().-]*$/;

export const PHONE_INVALID_MESSAGE = 'Use digits, spaces and + ( ) - only.';

export function isValidPhone(input: string): boolean {
  const value = input.trim();
  return value.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(value);
}

/** A trimmed phone, '' for none. */
export const phoneSchema = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH, `Use at most ${PHONE_MAX_LENGTH} characters.`)
  .regex(PHONE_PATTERN, PHONE_INVALID_MESSAGE);
