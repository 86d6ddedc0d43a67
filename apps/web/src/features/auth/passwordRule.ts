/**
 * The live checklist of the verify_password rule (SPEC.md §5). The domain owns the rule; each
 * check asks `verifyPassword` about the password completed with text that satisfies every
 * other part of the rule, so the checklist cannot drift from what the server enforces.
 */
import { PASSWORD_MIN_LENGTH, verifyPassword } from '@ledgerdesk/domain';
import type { TFunction } from 'i18next';

export const PASSWORD_CHECKS = ['length', 'lowercase', 'uppercase', 'number', 'special'] as const;
export type PasswordCheck = (typeof PASSWORD_CHECKS)[number];

const COMPLETIONS: Record<Exclude<PasswordCheck, 'length'>, string> = {
  lowercase: 'A1!AAAAA',
  uppercase: 'a1!aaaaa',
  number: 'aA!aaaaa',
  special: 'aA1aaaaa',
};

export function passwordChecklist(password: string): Record<PasswordCheck, boolean> {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    lowercase: verifyPassword(password + COMPLETIONS.lowercase),
    uppercase: verifyPassword(password + COMPLETIONS.uppercase),
    number: verifyPassword(password + COMPLETIONS.number),
    special: verifyPassword(password + COMPLETIONS.special),
  };
}

/** Mantine form rules for a new password and its confirmation. */
export function newPasswordRules(t: TFunction) {
  return {
    password: (value: string) => (verifyPassword(value) ? null : t('password.rule')),
    confirmPassword: (value: string, values: { password: string }) => (value === values.password ? null : t('validation.passwordMismatch')),
  };
}
