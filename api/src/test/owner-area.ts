/** Signing in to the owner's area in a test, as an owner would: ask for the link, open the e-mail, open the link. */
import { Op } from 'sequelize';
import type { OwnerSessionView } from '@valuta/shared';
import type { TestClient } from './http.js';
import type { TestContext } from './support.js';

const LINK = /\/area-venditore\/(?:[a-z]+\/)?([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;

/** The token of the newest e-mail of `kind` to `email` queued after message `afterId`, waiting for it up to 3 s. */
export async function tokenFromEmail(context: TestContext, email: string, afterId = 0, kind = 'owner_sign_in'): Promise<string | null> {
  for (let waited = 0; waited < 3000; waited += 50) {
    const message = await context.db.models.OutboxEmail.findOne({
      where: { kind, toAddress: email, id: { [Op.gt]: afterId } },
      order: [['id', 'DESC']],
    });
    const token = message ? LINK.exec(message.textBody)?.[1] : undefined;
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

/** The id of the newest queued e-mail, to tell the e-mails a step queues from those before it. */
export async function lastEmailId(context: TestContext): Promise<number> {
  const last = await context.db.models.OutboxEmail.findOne({ attributes: ['id'], order: [['id', 'DESC']] });
  return last?.id ?? 0;
}

/** A client signed in to the owner's area of `email` (whose rows must exist). */
export async function signedInOwner(context: TestContext, email: string): Promise<TestClient> {
  const client = context.client();
  const before = await lastEmailId(context);
  const asked = await client.post('/api/area-venditore/link', { email });
  if (asked.status !== 202) throw new Error(`link refused: ${asked.status} ${asked.text}`);
  const token = await tokenFromEmail(context, email, before);
  if (!token) throw new Error(`no sign-in e-mail to ${email}`);
  const opened = await client.post<OwnerSessionView>('/api/area-venditore/session', { token });
  if (opened.status !== 200) throw new Error(`link not opened: ${opened.status} ${opened.text}`);
  return client;
}
