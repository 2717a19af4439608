import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamPasswordResponse } from '@valuta/shared';
import { signedInAdmin } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { headerOf, partOf, startSmtpServer } from '../test/smtp-server.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let titolare: TestClient;

beforeAll(async () => {
  smtp = await startSmtpServer();
  context = await createTestContext({ env: { SMTP_URL: smtp.url } });
  titolare = await signedInAdmin(context);
});
afterAll(async () => {
  await context.close();
  await smtp.close();
});

/** The temporary password as the member reads it in the e-mail. */
async function passwordMailedTo(address: string, subject: string): Promise<string> {
  const email = await smtp.waitForMatch((message) => message.to.includes(address) && headerOf(message, 'Subject') === subject);
  const text = partOf(email!, 'text/plain')!.content;
  expect(text).toContain('Al primo accesso ti sarà chiesto di scegliere una nuova password');
  return /Password temporanea:\s*(\S+)/.exec(text)![1]!;
}

describe('the team with a mail server', () => {
  it('e-mails the temporary password of an invitation and of a reset instead of showing it', async () => {
    const invited = await titolare.post<TeamPasswordResponse>('/api/admin/team', { email: 'sara@agenzia.it', name: 'Sara', role: 'consulente' });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ emailed: true, temporaryPassword: null, member: { email: 'sara@agenzia.it' } });
    const first = await passwordMailedTo('sara@agenzia.it', 'Il tuo accesso al gestionale di Valuta Casa Torino');
    // Four groups of four letters and digits, none of which can be read as another (no l, I, 1, O, 0).
    expect(first).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{4}(-[a-km-zA-HJ-NP-Z2-9]{4}){3}$/);
    expect((await context.client().post('/api/auth/login', { email: 'sara@agenzia.it', password: first })).status).toBe(200);

    const reset = await titolare.post<TeamPasswordResponse>(`/api/admin/team/${invited.body.member.id}/reset-password`);
    expect(reset.body).toMatchObject({ emailed: true, temporaryPassword: null });
    const second = await passwordMailedTo('sara@agenzia.it', 'La tua nuova password temporanea');
    expect(second).not.toBe(first);
    expect((await context.client().post('/api/auth/login', { email: 'sara@agenzia.it', password: first })).status).toBe(401);
    expect((await context.client().post('/api/auth/login', { email: 'sara@agenzia.it', password: second })).status).toBe(200);
  });
});
