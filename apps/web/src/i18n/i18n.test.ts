import { PASSWORD_RULE_MESSAGE } from '@ledgerdesk/domain';
import { afterEach, describe, expect, it } from 'vitest';
import en from './en.json';
import vi from './vi.json';
import { changeLanguage, i18n } from './index';
import { detectLanguage, LANGUAGE_COOKIE } from './language';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const enKeys = flatten(en);
const viKeys = flatten(vi);

describe('translations', () => {
  it('have the same key set in English and Vietnamese', () => {
    const missingInVi = [...enKeys.keys()].filter((key) => !viKeys.has(key));
    const missingInEn = [...viKeys.keys()].filter((key) => !enKeys.has(key));
    expect({ missingInVi, missingInEn }).toEqual({ missingInVi: [], missingInEn: [] });
  });

  it('have no empty strings and keep the same interpolation variables', () => {
    for (const [key, text] of enKeys) {
      expect(text.trim(), key).not.toBe('');
      const viText = viKeys.get(key) ?? '';
      expect(viText.trim(), key).not.toBe('');
      const vars = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
      expect(vars(viText), key).toEqual(vars(text));
    }
  });

  it('use the exact English messages of the specification', () => {
    expect(en.password.rule).toBe(PASSWORD_RULE_MESSAGE);
    expect(en.errors).toMatchObject({
      generic: 'Sorry, something went wrong.',
      notFoundTitle: 'Page not found',
      notFoundText: 'This page could not be found',
      backToDashboard: 'Go back Dashboard',
      errorTitle: 'An error occurred',
      errorPageFailed: 'An error occurred while showing the error page',
      backHome: 'Go back to home',
    });
    expect(en.account).toMatchObject({
      updateSuccess: 'Update successfully.',
      changePasswordSuccess: 'Change password successfully.',
      changePasswordFailed: 'Change password failed.',
    });
    expect(en.auth.sendEmailSuccess).toBe('Send email success!');
    expect(en.notifications).toMatchObject({
      viewAll: 'View all',
      markAllRead: 'Mark all as read',
      errorTitle: 'Error',
      somethingWrong: 'Something went wrong',
    });
    expect(en.notifications.tabs).toEqual({ all: 'All', chat: 'Chat', fileRequest: 'File Request', reports: 'Reports' });
    expect(en.notifications.filters).toEqual({ mention: 'Mention', newMessage: 'New message' });
    expect(en.nav).toMatchObject({ management: 'Management', account: 'Account' });
  });

  it('are real Vietnamese, not copies of the English text', () => {
    const copied = [...viKeys].filter(([key, text]) => text === enKeys.get(key) && /[a-z]{4,}\s[a-z]{4,}/i.test(text));
    expect(copied.map(([key]) => key)).toEqual([]);
    expect(vi.nav.logout).toBe('Đăng xuất');
  });
});

describe('language choice', () => {
  afterEach(async () => {
    document.cookie = `${LANGUAGE_COOKIE}=; Max-Age=0; Path=/`;
    await i18n.changeLanguage('en');
  });

  it('prefers the i18n_redirected cookie, then the browser language, then English', () => {
    document.cookie = `${LANGUAGE_COOKIE}=vi; Path=/`;
    expect(detectLanguage()).toBe('vi');
    document.cookie = `${LANGUAGE_COOKIE}=; Max-Age=0; Path=/`;
    const languages = Object.getOwnPropertyDescriptor(window.navigator, 'languages');
    Object.defineProperty(window.navigator, 'languages', { value: ['vi-VN', 'en-AU'], configurable: true });
    expect(detectLanguage()).toBe('vi');
    Object.defineProperty(window.navigator, 'languages', { value: ['fr-FR'], configurable: true });
    expect(detectLanguage()).toBe('en');
    if (languages) Object.defineProperty(window.navigator, 'languages', languages);
    else Reflect.deleteProperty(window.navigator, 'languages');
  });

  it('switching writes the cookie and sets <html lang>', async () => {
    await changeLanguage('vi');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=vi`);
    expect(document.documentElement.lang).toBe('vi');
    expect(i18n.t('nav.dashboard')).toBe('Tổng quan');
  });
});
