/**
 * Outgoing mail. With SMTP_URL it goes over SMTP; without it each message is written to
 * DATA_DIR/outbox/*.eml and the log names the file, so a local install can still follow its links
 * (never the links themselves: they carry single-use tokens). Each delivery is counted in the
 * metrics as the background task `mail`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from './metrics.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The mail server saved in system settings; it takes the place of SMTP_URL while set. */
export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  username: string | null;
  password: string | null;
  from: string | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Switches to `smtp`, or back to SMTP_URL (or the outbox) with null, without a restart. */
  configure(smtp: SmtpSettings | null): void;
}

/** How long a test e-mail waits on a server that does not answer, rather than nodemailer's minutes. */
const SMTP_TIMEOUT_MS = 15_000;

type Send = (message: MailMessage) => Promise<void>;

export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  metrics: Pick<Metrics, 'track'>;
}): Mailer {
  const fallback = options.smtpUrl ? smtpUrlSender(options.smtpUrl, options.from) : outboxSender(options);
  let send: Send = fallback;
  return {
    send: (message) => options.metrics.track('mail', () => send(message)),
    configure(smtp) {
      send = smtp ? smtpSender(smtp, options.from) : fallback;
    },
  };
}

function smtpUrlSender(url: string, from: string): Send {
  const transport = nodemailer.createTransport(url);
  return async (message) => {
    await transport.sendMail({ from, ...message });
  };
}

function smtpSender(smtp: SmtpSettings, defaultFrom: string): Send {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.username ? { user: smtp.username, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return async (message) => {
    await transport.sendMail({ from: smtp.from ?? defaultFrom, ...message });
  };
}

function outboxSender(options: { from: string; dataDir: string; log: FastifyBaseLogger }): Send {
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message) => {
    const info = await transport.sendMail({ from: options.from, ...message });
    mkdirSync(outbox, { recursive: true });
    const file = path.join(outbox, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
    writeFileSync(file, info.message as Buffer);
    options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
  };
}
