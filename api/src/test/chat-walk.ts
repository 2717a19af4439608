import type { ChatTurnResponse, ContactSaveResponse, PostValuationResponse } from '@valuta/shared';
import type { TestClient, TestResponse } from './http.js';
import { TURIN_FLAT } from './owner-replies.js';

export { TURIN_FLAT };

/** Starts a conversation and answers every question, leaving it at the contact form. */
export async function chatToContactForm(client: TestClient, replies = TURIN_FLAT): Promise<string> {
  const started = await client.post<ChatTurnResponse>('/api/chat/start');
  const { valuationId } = started.body;
  let last: TestResponse<ChatTurnResponse> | undefined;
  for (const [kind, text] of replies) {
    last =
      kind === 'say'
        ? await client.post<ChatTurnResponse>('/api/chat/message', { valuationId, message: text })
        : await client.post<ChatTurnResponse>('/api/chat/select', { valuationId, option: text });
    if (last.status !== 200) throw new Error(`Chat answered ${last.status} to "${text}": ${last.text}`);
  }
  if (!last?.body.complete) throw new Error(`The chat is not complete: ${last?.body.nextQuestion}`);
  return valuationId;
}

export const CONTACT_DATA = {
  name: 'Maria Rossi',
  email: 'Maria.Rossi@Example.it',
  phone: '333 123 4567',
  notes: 'Preferisco essere chiamata dopo le 18',
  sendEmail: true,
  accetto_privacy: true,
  consenso_email: true,
  consenso_whatsapp: false,
};

/** A conversation valued and its contacts left: where the conversation after the estimate begins. */
export async function chatToEstimate(client: TestClient, email = 'anna.gialli@example.it') {
  const valuationId = await chatToContactForm(client);
  const saved = await client.post<ContactSaveResponse>('/api/contact/save', {
    valuationId,
    contactData: { ...CONTACT_DATA, name: 'Anna Gialli', email },
  });
  return { valuationId, userId: saved.body.userData.id };
}

/** One message of the scripted conversation after the estimate. */
export const talk = (client: TestClient, valuationId: string) => (message: string) =>
  client.post<PostValuationResponse>('/api/chat/post-valuation', { valuationId, message });
