/**
 * The UI language (SPEC.md §1): no URL prefix; the cookie `i18n_redirected` (365 days) wins,
 * otherwise the browser language; English is the default and fallback.
 */
import { renderMessage, type Message } from '@ledgerdesk/domain';
import { readCookie, writeCookie } from '../app/cookies';

export const LANGUAGES = ['en', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_COOKIE = 'i18n_redirected';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Names shown in the switcher, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', vi: 'Tiếng Việt' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function detectLanguage(): Language {
  const stored = readCookie(LANGUAGE_COOKIE);
  if (isLanguage(stored)) return stored;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export function rememberLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_MAX_AGE);
}

/**
 * A message of the domain's catalogue (a statement's or a rule's problem, found in the browser by
 * the same code the server runs) in the UI's language.
 */
export function sayDomainMessage(said: Message, language: string): string {
  return renderMessage(isLanguage(language) ? language : 'en', said);
}
