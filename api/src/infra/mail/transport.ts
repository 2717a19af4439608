import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

/** Delivers one message or throws; the outbox decides about retries. */
export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  send(message: MailMessage, reference: string): Promise<void>;
  close(): void;
}

/** Real SMTP through nodemailer (SMTP_URL), with short timeouts so a dead server cannot hold a worker. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
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
    async send(message) {
      await transporter.sendMail({
        ...message,
        replyTo: message.replyTo ?? undefined,
        html: message.html ?? undefined,
        attachments: message.attachments,
      });
    },
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
    close: () => renderer.close(),
  };
}
