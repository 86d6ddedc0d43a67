/** The verify_password rule of SPEC.md §5, used by every form and endpoint that sets a password. */
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULE_MESSAGE =
  'The password must contain at least: 1 uppercase letter, 1 lowercase letter, 1 number, and one special character (E.g. , . _ & ? etc)';

export function verifyPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[!@#$%^&*]/.test(password)
  );
}

export const passwordSchema = z.string().max(128).refine(verifyPassword, PASSWORD_RULE_MESSAGE);
