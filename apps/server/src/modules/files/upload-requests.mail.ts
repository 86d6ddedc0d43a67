/**
 * The mail that carries an upload link to a client, in their brand's look (name, logo, colour):
 * the client knows the brand, not Ledgerdesk. Plain text with an HTML twin; every value is escaped.
 * Written in `language` (the recipient's or the requester's, upload-requests.repo's mailLanguage).
 */
import { formatDate, message, renderMessage, type AccountLanguage, type MessageKey } from '@ledgerdesk/domain';
import type { MailMessage } from '../../platform/mail.js';

export interface UploadRequestMail {
  to: string;
  link: string;
  message: string;
  expiresAt: Date;
  businessName: string;
  senderName: string;
  brand: { name: string; primaryColor: string; logoUrl: string | null };
  language: AccountLanguage;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A stored colour goes into a style attribute only if it is a plain hex colour. */
const safeColor = (color: string) => (/^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(color) ? color : '#1c7ed6');

/** The day the link ends where the practice is, day first in either language (ADR 0012). */
const sydneyDay = (date: Date) => formatDate(date.toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' }));

export function buildUploadRequestMail(mail: UploadRequestMail): MailMessage {
  const { brand } = mail;
  const say = (key: `files.uploadMail.${string}` & MessageKey, params?: Record<string, string>) =>
    renderMessage(mail.language, message(key, params));
  const names = { sender: mail.senderName, brand: brand.name, business: mail.businessName };
  const intro = say('files.uploadMail.intro', names);
  const closing = say('files.uploadMail.closing', { until: sydneyDay(mail.expiresAt) });
  const text = [intro, ...(mail.message ? [mail.message] : []), say('files.uploadMail.here'), mail.link, closing].join('\n\n');
  const color = safeColor(brand.primaryColor);
  const logo = brand.logoUrl
    ? `<p><img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" style="max-height:48px"></p>`
    : `<h2 style="color:${color}">${escapeHtml(brand.name)}</h2>`;
  const quoted = mail.message
    ? `<blockquote style="border-left:3px solid ${color};margin:0;padding-left:12px;white-space:pre-wrap">${escapeHtml(mail.message)}</blockquote>`
    : '';
  const html = [
    logo,
    `<p>${escapeHtml(intro)}</p>`,
    quoted,
    `<p><a href="${escapeHtml(mail.link)}" style="display:inline-block;padding:10px 16px;background:${color};color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(say('files.uploadMail.button'))}</a></p>`,
    `<p style="color:#666">${escapeHtml(closing)}</p>`,
  ].join('\n');
  return {
    to: mail.to,
    subject: say('files.uploadMail.subject', names),
    text: `${text}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">\n${html}\n</body></html>`,
  };
}
