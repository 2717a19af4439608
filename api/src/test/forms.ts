import { expect } from 'vitest';
import type { TestContext } from './support.js';

/**
 * Checks shared by the public form tests: the e-mails a request queued (agency notification, visitor
 * confirmation) and the dashboard event it recorded.
 */
export async function expectQueuedEmails(context: TestContext, kind: string, visitorEmail: string) {
  const emails = await context.db.models.OutboxEmail.findAll({ where: { kind: [`${kind}_notification`, `${kind}_confirmation`] } });
  const byKind = new Map(emails.map((email) => [email.kind, email]));
  expect(byKind.get(`${kind}_notification`)?.toAddress).toBe(context.config.mail.agencyEmail);
  expect(byKind.get(`${kind}_notification`)?.replyTo).toBe(visitorEmail);
  expect(byKind.get(`${kind}_confirmation`)?.toAddress).toBe(visitorEmail);
  return byKind;
}

export async function countEvents(context: TestContext, type: string) {
  return context.db.models.AppEvent.count({ where: { type } });
}
