import { verifyPassword } from '@ledgerdesk/domain';
import { describe, expect, it } from 'vitest';
import { passwordChecklist } from './passwordRule';

describe('password checklist', () => {
  it.each([
    ['', { length: false, lowercase: false, uppercase: false, number: false, special: false }],
    ['abc', { length: false, lowercase: true, uppercase: false, number: false, special: false }],
    ['ABCDEFGH', { length: true, lowercase: false, uppercase: true, number: false, special: false }],
    ['Demo@12345', { length: true, lowercase: true, uppercase: true, number: true, special: true }],
    ['Demo.12345', { length: true, lowercase: true, uppercase: true, number: true, special: false }],
  ])('%j', (password, expected) => {
    expect(passwordChecklist(password)).toEqual(expected);
  });

  it('agrees with the domain rule: every item met exactly when the password is valid', () => {
    const samples = ['', 'a', 'Aa1!', 'Aa1!aaaa', 'aaaaaaaa', 'AAAA1111!!!!', 'Passw0rd', 'Pässw0rd!', 'Xy9#xxxxxxxx', '12345678aB$'];
    for (const sample of samples) {
      const all = Object.values(passwordChecklist(sample)).every(Boolean);
      expect(all, sample).toBe(verifyPassword(sample));
    }
  });
});
