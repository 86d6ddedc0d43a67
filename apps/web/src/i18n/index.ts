/** i18next set up with English and Vietnamese; <html lang> and dayjs follow the language. */
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import vi from './vi.json';
import { detectLanguage, isLanguage, rememberLanguage, type Language } from './language';

export const resources = { en: { translation: en }, vi: { translation: vi } } as const;

export const i18n = i18next.createInstance();

function applyLanguage(language: string): void {
  const lang = isLanguage(language) ? language : 'en';
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  dayjs.locale(lang);
}

i18n.on('languageChanged', applyLanguage);

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'vi'],
  interpolation: { escapeValue: false },
  initAsync: false,
});

applyLanguage(i18n.language);

/** Switches the UI language and remembers the choice in the cookie. */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
