import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Op } from 'sequelize';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.js';
import { createLogger } from '../logger.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { headerOf, partOf, startSmtpServer } from '../../test/smtp-server.js';
import { createOutbox } from './outbox.js';
import { createFileTransport, createSmtpTransport } from './transport.js';

let testDatabase: TestDatabase;
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
  testDatabase = await createTestDatabase({ logger });
  ({ db } = testDatabase);
});
afterAll(() => testDatabase.close());

describe('e-mail outbox', () => {
  it('delivers a queued message through SMTP', async () => {
    const smtp = await startSmtpServer();
    const outbox = createOutbox({
      db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
      sender: () => Promise.resolve('"Valuta Casa Torino" <info@example.it>'),
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
    const outbox = createOutbox({ db, transport: createSmtpTransport(smtp.url), sender: () => Promise.resolve('info@example.it'), logger });
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

    const down = createOutbox({
      db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
      sender: () => Promise.resolve('info@example.it'),
      logger,
    });
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
    const up = createOutbox({
      db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${back.port}`),
      sender: () => Promise.resolve('info@example.it'),
      logger,
    });
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

    const down = createOutbox({
      db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
      sender: () => Promise.resolve('info@example.it'),
      logger,
    });
    const id = await down.enqueue({ ...email, subject: 'Con allegato', attachments: [attachment] });
    await down.processDue();
    await down.stop();
    const waiting = await db.models.OutboxEmail.findByPk(id);
    expect(waiting!.attachments).toEqual([attachment]);

    await waiting!.update({ nextAttemptAt: new Date(Date.now() - 1000) });
    const back = await startSmtpServer();
    const up = createOutbox({ db, transport: createSmtpTransport(back.url), sender: () => Promise.resolve('info@example.it'), logger });
    try {
      await up.processDue();
      const [message] = back.received;
      expect(message).toBeDefined();
      // The invitation as mail clients expect it: a text/calendar alternative with its method, and the file attached.
      expect(partOf(message!, 'text/calendar')).toMatchObject({ content: calendar });
      expect(partOf(message!, 'text/calendar')!.headers).toMatch(/method=REQUEST/);
      expect(partOf(message!, 'application/ics')).toMatchObject({ content: calendar });
      expect(partOf(message!, 'application/ics')!.headers).toContain('appuntamento.ics');
    } finally {
      await up.stop();
      await back.close();
    }
  });

  it('writes each message as an .eml file in the embedded mode', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'valuta-mail-'));
    const outbox = createOutbox({ db, transport: createFileTransport(folder), sender: () => Promise.resolve('info@example.it'), logger });
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

describe('e-mail outbox after a mail server outage', () => {
  beforeEach(async () => {
    await db.models.OutboxEmail.destroy({ where: {} });
  });

  const backlog = (count: number, subject: string) =>
    Array.from({ length: count }, (_, index) => ({
      kind: 'valuation_result',
      toAddress: `proprietario${index}@example.it`,
      subject: `${subject} ${index}`,
      textBody: 'La stima del suo immobile è pronta.',
      nextAttemptAt: new Date(),
    }));

  // A generous time bound for a loaded test machine: how long the drain takes is measured, not asserted.
  it('delivers a 1,000-message backlog in one run once the refusing server accepts again', async () => {
    const smtp = await startSmtpServer({ refusing: true });
    const outbox = createOutbox({ db, transport: createSmtpTransport(smtp.url), sender: () => Promise.resolve('info@example.it'), logger });
    try {
      // The state an outage leaves: every message tried once, refused, and waiting for its retry.
      await db.models.OutboxEmail.bulkCreate(
        backlog(1_000, 'Backlog').map((message) => ({
          ...message,
          attempts: 1,
          failureKind: 'server' as const,
          lastError: 'Invalid greeting. response=421',
          nextAttemptAt: new Date(Date.now() + 60_000),
        })),
      );
      // While the server still refuses, a run sends nothing and leaves the messages to wait.
      expect(await outbox.processDue()).toBe(0);
      expect(await db.models.OutboxEmail.count({ where: { status: 'pending', nextAttemptAt: { [Op.gt]: new Date() } } })).toBe(1_000);

      smtp.setRefusing(false);
      // What the worker's timer does next: one run finds the server back and drains everything.
      const sent = await outbox.processDue();
      expect(sent).toBe(1_000);
      expect(smtp.received).toHaveLength(1_000);
      expect(new Set(smtp.received.map((email) => email.to[0])).size).toBe(1_000);
      expect(await db.models.OutboxEmail.count({ where: { status: 'sent' } })).toBe(1_000);
    } finally {
      await outbox.stop();
      await smtp.close();
    }
  }, 120_000);

  it('brings the waiting messages forward when a new message goes through', async () => {
    const smtp = await startSmtpServer({ refusing: true });
    const outbox = createOutbox({ db, transport: createSmtpTransport(smtp.url), sender: () => Promise.resolve('info@example.it'), logger });
    try {
      await db.models.OutboxEmail.bulkCreate(backlog(3, 'In attesa'));
      // Each run stops at the first refusal, so three runs try the three messages.
      await outbox.processDue();
      await outbox.processDue();
      await outbox.processDue();
      expect(await db.models.OutboxEmail.count({ where: { status: 'pending', failureKind: 'server' } })).toBe(3);

      smtp.setRefusing(false);
      await outbox.enqueue({ ...email, subject: 'Nuovo' });
      await outbox.processDue();
      expect(smtp.received).toHaveLength(4);
      expect(await db.models.OutboxEmail.count({ where: { status: 'sent' } })).toBe(4);
    } finally {
      await outbox.stop();
      await smtp.close();
    }
  });

  it('leaves a message the server refused to its own back-off', async () => {
    const smtp = await startSmtpServer({ rejectedRecipients: ['inesistente@example.it'] });
    const outbox = createOutbox({ db, transport: createSmtpTransport(smtp.url), sender: () => Promise.resolve('info@example.it'), logger });
    try {
      const refused = await outbox.enqueue({ ...email, to: 'inesistente@example.it', subject: 'Rifiutato' });
      await outbox.processDue();
      await outbox.enqueue({ ...email, subject: 'Accettato' });
      await outbox.processDue();
      expect(smtp.received.map((message) => headerOf(message, 'Subject'))).toEqual(['Accettato']);
      const stored = await db.models.OutboxEmail.findByPk(refused);
      expect(stored).toMatchObject({ status: 'pending', attempts: 1, failureKind: 'message' });
      expect(stored!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    } finally {
      await outbox.stop();
      await smtp.close();
    }
  });

  it('holds a message whose stored attachments are no files as its own failure, and sends the others', async () => {
    const smtp = await startSmtpServer();
    const outbox = createOutbox({ db, transport: createSmtpTransport(smtp.url), sender: () => Promise.resolve('info@example.it'), logger });
    const stored = (subject: string) =>
      db.models.OutboxEmail.create({
        kind: email.kind,
        toAddress: email.to,
        replyTo: null,
        subject,
        textBody: email.text,
        htmlBody: null,
        attachments: [{ filename: 'appuntamento.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
        nextAttemptAt: new Date(Date.now() - 1000),
      });
    try {
      const broken = await stored('Allegato illeggibile');
      await stored('Accettato');
      await db.sequelize.query(`UPDATE email_outbox SET attachments = '[{"filename":42}]' WHERE id = ${broken.id}`);
      await outbox.processDue();
      expect(smtp.received.map((message) => headerOf(message, 'Subject'))).toEqual(['Accettato']);
      const held = await db.models.OutboxEmail.findByPk(broken.id);
      expect(held).toMatchObject({ status: 'pending', attempts: 1, failureKind: 'message' });
      expect(held!.lastError).toContain('email_outbox.attachments');
    } finally {
      await outbox.stop();
      await smtp.close();
    }
  });

  it('sends each message once when two instances drain the same outbox', async () => {
    const smtp = await startSmtpServer();
    const first = createOutbox({ db, transport: createSmtpTransport(smtp.url), sender: () => Promise.resolve('info@example.it'), logger });
    const second = createOutbox({ db, transport: createSmtpTransport(smtp.url), sender: () => Promise.resolve('info@example.it'), logger });
    try {
      await db.models.OutboxEmail.bulkCreate(backlog(300, 'Condiviso'));
      const [byFirst, bySecond] = await Promise.all([first.processDue(), second.processDue()]);
      expect(byFirst + bySecond).toBe(300);
      expect(smtp.received).toHaveLength(300);
      expect(new Set(smtp.received.map((message) => headerOf(message, 'Subject'))).size).toBe(300);
    } finally {
      await first.stop();
      await second.stop();
      await smtp.close();
    }
  });
});
