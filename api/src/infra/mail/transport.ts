import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

interface MailMessage {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
  headers?: Record<string, string>;
}

/** Delivers one message or throws; the outbox decides about retries. */
export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  /** How many messages the transport can have in flight at once; the outbox sends no more in parallel. */
  readonly concurrency: number;
  send(message: MailMessage, reference: string): Promise<void>;
  /** Answers whether the server accepts a connection now, without sending anything. */
  verify(): Promise<boolean>;
  close(): void;
}

/** Pooled connections to the mail server: enough to drain a backlog at its pace without flooding it. */
const SMTP_CONNECTIONS = 5;

/**
 * Real SMTP through nodemailer (SMTP_URL), with short timeouts so a dead server cannot hold a worker. The
 * connections are pooled and reused: a new connection, greeting and login for every message would cap a
 * backlog at a few messages a second.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    maxMessages: 500,
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    concurrency: SMTP_CONNECTIONS,
    async send(message) {
      await transporter.sendMail({
        ...message,
        replyTo: message.replyTo ?? undefined,
        html: message.html ?? undefined,
        attachments: message.attachments,
      });
    },
    verify: () =>
      transporter.verify().then(
        () => true,
        () => false,
      ),
    close: () => transporter.close(),
  };
}

/**
 * The embedded default: each message is rendered by nodemailer into a real RFC 822 file under data/mail/,
 * which any mail client opens, so a fresh install shows exactly what would have been sent.
 */
export function createFileTransport(directory: string): MailTransport {
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    concurrency: 4,
    async send(message, reference) {
      const info = await renderer.sendMail({
        ...message,
        replyTo: message.replyTo ?? undefined,
        html: message.html ?? undefined,
      });
      await mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(directory, `${stamp}-${reference}.eml`), info.message as Buffer);
    },
    verify: () => Promise.resolve(true),
    close: () => renderer.close(),
  };
}
