import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/index.js';
import { createLogger } from '../logger.js';
import { createTemporaryDatabase, type TemporaryDatabase } from '../../test/database.js';
import { headerOf, partOf, startSmtpServer } from '../../test/smtp-server.js';
import { createOutbox } from './outbox.js';
import { createFileTransport, createSmtpTransport } from './transport.js';

let temporary: TemporaryDatabase;
let db: Database;
const logger = createLogger('silent');
const email = {
  kind: 'lead_notification',
  to: 'agenzia@example.it',
  subject: 'Nuovo contatto: Maria Rossi',
  text: 'Maria Rossi ha richiesto una valutazione a Torino.',
  html: '<p>Maria Rossi ha richiesto una valutazione a <strong>Torino</strong>.</p>',
};

beforeAll(async () => {
  temporary = await createTemporaryDatabase();
  db = await openDatabase(temporary.target, logger);
});
afterAll(async () => {
  await db.close();
  await temporary.drop();
});

describe('e-mail outbox', () => {
  it('delivers a queued message through SMTP', async () => {
    const smtp = await startSmtpServer();
    const outbox = createOutbox({
      models: db.models,
      transport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
      from: '"Valuta Casa Torino" <info@example.it>',
      logger,
    });
    try {
      const id = await outbox.enqueue(email);
      await outbox.processDue();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: 'info@example.it', to: ['agenzia@example.it'] });
      expect(smtp.received[0]!.raw).toContain('Subject: Nuovo contatto: Maria Rossi');
      const stored = await db.models.OutboxEmail.findByPk(id);
      expect(stored).toMatchObject({ status: 'sent', attempts: 1 });
      expect(stored!.sentAt).toBeInstanceOf(Date);
    } finally {
      await outbox.stop();
      await smtp.close();
    }
  });

  it('sends a message queued while an earlier one is being delivered, without waiting for the timer', async () => {
    const smtp = await startSmtpServer();
    const outbox = createOutbox({ models: db.models, transport: createSmtpTransport(smtp.url), from: 'info@example.it', logger });
    try {
      await outbox.enqueue({ ...email, subject: 'Primo' });
      // The first enqueue has started a run; this one arrives while it is busy.
      await new Promise((resolve) => setImmediate(resolve));
      await outbox.enqueue({ ...email, subject: 'Secondo' });
      const received = await smtp.waitFor(2);
      expect(received.map((message) => headerOf(message, 'Subject')).sort()).toEqual(['Primo', 'Secondo']);
    } finally {
      await outbox.stop();
      await smtp.close();
    }
  });

  it('keeps the message and retries later when the mail server is down, then delivers it', async () => {
    const smtp = await startSmtpServer();
    const port = smtp.port;
    await smtp.close();

    const down = createOutbox({ models: db.models, transport: createSmtpTransport(`smtp://127.0.0.1:${port}`), from: 'info@example.it', logger });
    const id = await down.enqueue({ ...email, subject: 'Riprova' });
    await down.processDue();
    await down.stop();
    const waiting = await db.models.OutboxEmail.findByPk(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.lastError).toBeTruthy();
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);

    // When the retry is due and the server is back, the message goes out.
    await waiting!.update({ nextAttemptAt: new Date(Date.now() - 1000) });
    const back = await startSmtpServer();
    const up = createOutbox({ models: db.models, transport: createSmtpTransport(`smtp://127.0.0.1:${back.port}`), from: 'info@example.it', logger });
    try {
      await up.processDue();
      expect(back.received.map((message) => message.raw).join()).toContain('Subject: Riprova');
      expect(await db.models.OutboxEmail.findByPk(id)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await up.stop();
      await back.close();
    }
  });

  it('keeps a message’s attachment with it, so the retry after an outage still carries it', async () => {
    const smtp = await startSmtpServer();
    const port = smtp.port;
    await smtp.close();
    const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    const attachment = { filename: 'appuntamento.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: calendar };

    const down = createOutbox({ models: db.models, transport: createSmtpTransport(`smtp://127.0.0.1:${port}`), from: 'info@example.it', logger });
    const id = await down.enqueue({ ...email, subject: 'Con allegato', attachments: [attachment] });
    await down.processDue();
    await down.stop();
    const waiting = await db.models.OutboxEmail.findByPk(id);
    expect(waiting!.attachments).toEqual([attachment]);

    await waiting!.update({ nextAttemptAt: new Date(Date.now() - 1000) });
    const back = await startSmtpServer();
    const up = createOutbox({ models: db.models, transport: createSmtpTransport(back.url), from: 'info@example.it', logger });
    try {
      await up.processDue();
      const [message] = back.received;
      expect(message).toBeDefined();
      expect(partOf(message!, 'text/calendar')).toMatchObject({ content: calendar });
      expect(partOf(message!, 'text/calendar')!.headers).toContain('appuntamento.ics');
    } finally {
      await up.stop();
      await back.close();
    }
  });

  it('writes each message as an .eml file in the embedded mode', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'valuta-mail-'));
    const outbox = createOutbox({ models: db.models, transport: createFileTransport(folder), from: 'info@example.it', logger });
    await outbox.enqueue({ ...email, subject: 'Valutazione pronta' });
    await outbox.processDue();
    await outbox.stop();
    const files = await readdir(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/lead_notification-\d+\.eml$/);
    const content = await readFile(path.join(folder, files[0]!), 'utf8');
    expect(content).toContain('Subject: Valutazione pronta');
    expect(content).toContain('To: agenzia@example.it');
  });
});
