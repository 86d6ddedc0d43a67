/**
 * What the server says to people, as keys and parameters with their English and Vietnamese
 * text, so an error, a notification or a mail reaches a Vietnamese user in Vietnamese. The
 * server renders a message in the language of the request (the web sends its UI language) or,
 * with no request to answer (notifications), in the recipient's stored language.
 */
import { ACCOUNT_LANGUAGES, type AccountLanguage as Language } from '../contracts/account.js';
import type { ReportType } from '../contracts/reports.js';
import { BOOKS } from './books.js';
import type { Catalogue } from './catalogue.js';
import { ERRORS } from './errors.js';
import { FILES } from './files.js';
import { IMPORTS } from './imports.js';
import { NOTIFICATIONS } from './notifications.js';
import { PRACTICE } from './practice.js';
import { REPORT_LAYOUT } from './report-layout.js';
import { REPORTS } from './reports.js';
import { RULES } from './rules.js';
import { STATEMENTS } from './statements.js';

export { recordName, type RecordName } from './records.js';
export type { Catalogue, Plural } from './catalogue.js';

const isLanguage = (value: unknown): value is Language => (ACCOUNT_LANGUAGES as readonly unknown[]).includes(value);

const CATALOGUE = {
  ...ERRORS,
  ...PRACTICE,
  ...FILES,
  ...BOOKS,
  ...REPORTS,
  ...REPORT_LAYOUT,
  ...IMPORTS,
  ...STATEMENTS,
  ...RULES,
  ...NOTIFICATIONS,
} as const satisfies Catalogue;

export type MessageKey = keyof typeof CATALOGUE;

/** Every key of the catalogue, for tests that look for texts said outside it. */
export const MESSAGE_KEYS = Object.keys(CATALOGUE) as MessageKey[];

/** A message to render later, in the language of whoever reads it. */
export interface Message {
  key: MessageKey;
  /**
   * A parameter that is itself a message (a report's name, a sentence that may be left out) is
   * said in the same language; a list of messages is said one after another, a space between.
   */
  params?: Record<string, string | number | Message | readonly Message[]>;
}

export const message = (key: MessageKey, params?: Message['params']): Message => (params ? { key, params } : { key });

function textOf([en, vi]: Catalogue[string], language: Language, count: unknown): string {
  if (language === 'vi') return vi;
  return typeof en === 'string' ? en : count === 1 ? en.one : en.other;
}

/** A report's name, as its exports and notifications title it. */
export const reportTitle = (type: ReportType): Message => message(`reports.title.${type}`);

const isMessageList = (value: unknown): value is readonly Message[] => Array.isArray(value);

/** The message's text in `language`; `{{name}}` takes the parameter of that name. */
export function renderMessage(language: Language, { key, params = {} }: Message): string {
  const template = textOf(CATALOGUE[key], language, params.count);
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (isMessageList(value)) return value.map((m) => renderMessage(language, m)).join(' ');
    return typeof value === 'object' ? renderMessage(language, value) : String(value);
  });
}

/** The first of the languages an Accept-Language header names that the product speaks. */
export function languageFromHeader(header: string | undefined): Language | undefined {
  for (const part of (header ?? '').split(',')) {
    const base = part.trim().split(';')[0]?.split('-')[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return undefined;
}
