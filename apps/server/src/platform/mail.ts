/**
 * Outgoing mail. With SMTP_URL it goes over SMTP; without it each message is written to
 * DATA_DIR/outbox/*.eml and the log names the file, so a local install can still follow its links
 * (never the links themselves: they carry single-use tokens). Mail leaves through the job queue
 * `mail`: a mail server that is down or refuses is tried again, backing off from seconds to an
 * hour, from whichever node takes the job. The message waits there sealed (it carries those
 * tokens), so neither the database nor a backup of it holds a readable link.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.js';
import type { Jobs, QueueSpec } from './jobs.js';
import type { Metrics } from './metrics.js';
import type { SecretBox } from './secrets.js';

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
  /**
   * Queues `message` for delivery; `db`, the open transaction, when it must go only if the write
   * commits. Where no queue runs (a command-line tool) it is delivered at once instead.
   */
  send(message: MailMessage, options?: { db?: Db }): Promise<void>;
  /** Delivers now and throws the mail server's refusal: for the test e-mail, whose sender waits for the answer. */
  deliver(message: MailMessage): Promise<void>;
  /** Switches to `smtp`, or back to SMTP_URL (or the outbox) with null, without a restart. */
  configure(smtp: SmtpSettings | null): void;
}

/** How long a delivery waits on a server that does not answer, rather than nodemailer's minutes. */
const SMTP_TIMEOUT_MS = 15_000;
const SMTP_TIMEOUTS = { connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS };

export const MAIL_QUEUE = 'mail';
/** About two and a half hours of attempts before a message is given up (and stays in the queue as failed). */
const MAIL_RETRIES: QueueSpec = {
  retryLimit: 10,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 4 * (SMTP_TIMEOUT_MS / 1000),
  heartbeatSeconds: 10,
};

type Send = (message: MailMessage) => Promise<void>;

export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  metrics: Pick<Metrics, 'track'>;
  jobs: Jobs;
  secrets: SecretBox;
}): Mailer {
  const { jobs, secrets, metrics } = options;
  const fallback = options.smtpUrl ? smtpUrlSender(options.smtpUrl, options.from) : outboxSender(options);
  let current: Send = fallback;
  // The queue counts its own runs under `mail`; a direct delivery is counted the same way.
  jobs.define<{ sealed: string }>(MAIL_QUEUE, MAIL_RETRIES, ({ sealed }) => current(JSON.parse(secrets.open(sealed)) as MailMessage));
  const deliver = (message: MailMessage) => metrics.track(MAIL_QUEUE, () => current(message));
  return {
    async send(message, { db } = {}) {
      if (!jobs.running) return deliver(message);
      await jobs.send(MAIL_QUEUE, { sealed: secrets.seal(JSON.stringify(message)) }, { db });
    },
    deliver,
    configure(smtp) {
      current = smtp ? smtpSender(smtp, options.from) : fallback;
    },
  };
}

function smtpUrlSender(url: string, from: string): Send {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
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
    ...SMTP_TIMEOUTS,
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
