/** A real SMTP server on a loopback port that keeps what it receives, for tests that follow mailed links. */
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

export interface CaughtMail {
  to: string[];
  raw: string;
  /** The decoded text: quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface MailCatcher {
  url: string;
  mails: CaughtMail[];
  /** The credentials clients signed in with (any are accepted): proves a configured password reached the server. */
  logins: { username: string; password: string }[];
  /** The `nth` mail to `to` (mail leaves through a queue, so a request's answer may come before its mail). */
  waitFor(to: string, timeoutMs?: number, nth?: number): Promise<CaughtMail>;
  /**
   * From now on connections are taken but never greeted, as a mail server that hangs; `release`
   * greets the held ones and the next. `held` counts the connections that arrived meanwhile.
   */
  hold(): void;
  release(): void;
  readonly held: number;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** `port` 0 picks a free one; a fixed one lets a test bring a stopped server back where the app expects it. */
export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const logins: { username: string; password: string }[] = [];
  let holding = false;
  let held = 0;
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    onConnect(_session, callback) {
      if (!holding) return callback();
      held++;
      waiting.push(() => callback());
    },
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username ?? '', password: auth.password ?? '' });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address !== 'object') throw new Error('SMTP server did not listen');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    logins,
    async waitFor(to, timeoutMs = 5000, nth = 1) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.filter((m) => m.to.includes(to.toLowerCase()))[nth - 1];
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const greet of waiting.splice(0)) greet();
    },
    get held() {
      return held;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail that points at `pathname`, e.g. '/reset-password'. */
export function linkIn(mail: CaughtMail, pathname: string): URL {
  const match = mail.text.match(new RegExp(`https?://[^\\s"<>]*${pathname}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${pathname} link in mail:\n${mail.text}`);
  return new URL(match[0]);
}

const bytesOf = (encoding: string, body: string): Buffer =>
  /base64/i.test(encoding)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
    : /quoted-printable/i.test(encoding)
      ? Buffer.from(
          body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        )
      : Buffer.from(body, 'utf8');

/** A header's RFC 2047 encoded words (=?UTF-8?Q?…?= or ?B?) as text. */
const headerText = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, word: string) =>
      (kind.toUpperCase() === 'B' ? bytesOf('base64', word) : bytesOf('quoted-printable', word.replace(/_/g, ' '))).toString('utf8'),
    );

/**
 * What a reader of the mail sees, decoded as UTF-8: the subject and the plain-text part (for a
 * mail in Vietnamese, whose text nodemailer sends quoted-printable or base64).
 */
export function readMail(mail: CaughtMail): { subject: string; text: string } {
  const unfolded = mail.raw.replace(/\r?\n[ \t]+/g, ' ');
  const subject = headerText(/^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '');
  const part =
    /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*?Content-Transfer-Encoding: ([^\r\n]+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
      mail.raw,
    );
  return { subject, text: part ? bytesOf(part[1] ?? '', part[2] ?? '').toString('utf8') : '' };
}

/**
 * A describe block's hooks: a real local SMTP server and a test app that mails through it, both
 * closed after the block. `use` receives them once they are up.
 */
export function withMailApp(use: (app: TestApp, catcher: MailCatcher) => void): void {
  let app: TestApp | undefined;
  let catcher: MailCatcher | undefined;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    app = await createTestApp({ SMTP_URL: catcher.url });
    use(app, catcher);
  });
  afterAll(async () => {
    await app?.close();
    await catcher?.close();
  });
}
