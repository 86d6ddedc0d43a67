import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGE, passwordSchema, verifyPassword } from './password.js';

describe('verify_password rule (SPEC.md §5)', () => {
  it('keeps the message of the specification word for word', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe(
      'The password must contain at least: 1 uppercase letter, 1 lowercase letter, 1 number, and one special character (E.g. , . _ & ? etc)',
    );
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it.each([
    ['all four classes, 8 long', 'Abcdef1!'],
    ['the demo password', 'Demo@12345'],
    ['each allowed special', 'Abcdef1@'],
    ['# special', 'Abcdef1#'],
    ['$ special', 'Abcdef1$'],
    ['% special', 'Abcdef1%'],
    ['^ special', 'Abcdef1^'],
    ['& special', 'Abcdef1&'],
    ['* special', 'Abcdef1*'],
    ['classes in any order', '!1aA2bB@'],
    ['spaces and other characters besides', 'My Pass 1! ok'],
    ['Vietnamese letters besides', 'Mật khẩu 1!'],
  ])('accepts %s', (_case, password) => {
    expect(verifyPassword(password)).toBe(true);
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });

  it.each([
    ['7 characters', 'Abcde1!'],
    ['no uppercase letter', 'abcdef1!'],
    ['no lowercase letter', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
    ['a special outside !@#$%^&* only (.)', 'Abcdefg1.'],
    ['a special outside !@#$%^&* only (_ , ? -)', 'Abcdef1_,?-'],
    ['an empty string', ''],
  ])('refuses %s', (_case, password) => {
    expect(verifyPassword(password)).toBe(false);
  });

  it('gives the exact rule message from the schema', () => {
    const result = passwordSchema.safeParse('abcdefgh');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([PASSWORD_RULE_MESSAGE]);
  });

  it('refuses more than 128 characters in the schema, however strong', () => {
    expect(passwordSchema.safeParse(`Aa1!${'x'.repeat(124)}`).success).toBe(true);
    expect(passwordSchema.safeParse(`Aa1!${'x'.repeat(125)}`).success).toBe(false);
  });
});
