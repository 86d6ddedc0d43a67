/** Reads the mails the e2e SMTP server caught. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from './env.js';

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Waits for the newest mail to `to` received after `since`, and returns the first link to `pathname`. */
export async function linkFromMail(to: string, pathname: string, since: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(MAIL_DIR)
          .filter((f) => f.endsWith(`-${to.toLowerCase()}.eml`) && Number(f.split('-')[0]) >= since)
          .sort();
        const newest = files.at(-1);
        if (!newest) return undefined;
        const text = decodeQuotedPrintable(readFileSync(path.join(MAIL_DIR, newest), 'utf8'));
        link = text.match(new RegExp(`https?://[^\\s"<>]*${pathname}[^\\s"<>]*`))?.[0];
        return link;
      },
      { message: `a mail to ${to} with a ${pathname} link`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link ?? '';
}
