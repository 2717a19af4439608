/**
 * An e-mail typed in a form proves nothing: a visitor who leaves someone else's address must never see, change
 * or export that person's data. The chat shows what was typed in it; the owner's record keeps its own details;
 * the export and the erasure of the visitor's lead stay on the visitor's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  personalDataPath,
  type OwnerContact,
  type OwnerDetail,
  type ApiErrorBody,
  type ChatSessionResponse,
  type ContactSaveResponse,
  type ContactsListResponse,
  type PersonalDataEraseResponse,
  type OwnersListResponse,
} from '@valuta/shared';
import { CONTACT_DATA, chatToContactForm } from '../test/chat-walk.js';
import { createLead, signedInAdmin, signedInMember } from '../test/factories.js';
import { withStatus, type TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';
import { readZip } from '../test/zip.js';

const OWNER = { ...CONTACT_DATA, name: 'Maria Rossi', email: 'maria.rossi@example.it', phone: '333 123 4567', notes: 'Citofono Rossi, scala B' };
const VISITOR = { ...CONTACT_DATA, name: 'Visitatore Curioso', email: 'MARIA.ROSSI@example.it', phone: '347 000 1111', notes: 'Solo per curiosità' };

let context: TestContext;
let admin: TestClient;
let visitor: TestClient;
let visitorValuationId: string;
let visitorContactId: number;
let ownerContactId: number;

async function saveContact(client: TestClient, valuationId: string, contactData: typeof OWNER) {
  return withStatus(await client.post<ContactSaveResponse>('/api/contact/save', { valuationId, contactData }), 200).body;
}

async function contactIdOf(search: string, phone: string): Promise<number> {
  const { body } = await admin.get<ContactsListResponse>(`/api/admin/contacts?search=${encodeURIComponent(search)}`);
  const found = body.contacts.find((contact) => contact.phone === phone);
  if (!found) throw new Error(`no lead with ${phone}`);
  return found.id;
}

beforeAll(async () => {
  context = await createTestContext();
  admin = await signedInAdmin(context);
  const owner = context.client();
  // The owner values a home first; a visitor then saves a chat of their own under the owner's e-mail, and the
  // owner comes back for another valuation afterwards.
  await saveContact(owner, await chatToContactForm(owner), OWNER);
  visitor = context.client();
  visitorValuationId = await chatToContactForm(visitor);
  await saveContact(visitor, visitorValuationId, VISITOR);
  await saveContact(owner, await chatToContactForm(owner), OWNER);
  visitorContactId = await contactIdOf('347 000 1111', VISITOR.phone);
  ownerContactId = await contactIdOf('333 123 4567', OWNER.phone);
});
afterAll(() => context.close());

describe('an e-mail typed in a form that belongs to someone else', () => {
  it('shows the visitor only what was typed in their own chat', async () => {
    const { body } = withStatus(await visitor.get<ChatSessionResponse>(`/api/chat/${visitorValuationId}`), 200);
    expect(body.userData).toMatchObject({ name: VISITOR.name, phone: VISITOR.phone });
    expect(JSON.stringify(body)).not.toContain(OWNER.name);
    expect(JSON.stringify(body)).not.toContain('333 123 4567');
  });

  it("leaves the owner's record as the owner left it, and keeps the visitor's details on the visitor's lead", async () => {
    const { body: owners } = await admin.get<OwnersListResponse>('/api/admin/users');
    const record = owners.find((owner) => owner.email === OWNER.email);
    expect(record).toMatchObject({ name: OWNER.name, phone: OWNER.phone });
    const { body: leads } = await admin.get<ContactsListResponse>(`/api/admin/contacts?search=${encodeURIComponent(OWNER.email)}`);
    expect(leads.contacts.map((lead) => `${lead.name} ${lead.phone}`).toSorted()).toEqual([
      `${OWNER.name} ${OWNER.phone}`,
      `${OWNER.name} ${OWNER.phone}`,
      `${VISITOR.name} ${VISITOR.phone}`,
    ]);
  });

  it("exports for the visitor's lead nothing of the owner's", async () => {
    const response = withStatus(await admin.get(personalDataPath(visitorContactId)), 200);
    const data = readZip(response.bytes).get('dati.json')!.toString('utf8');
    expect(data).toContain(VISITOR.notes);
    expect(data).not.toContain(OWNER.notes);
    expect(data).not.toContain('3331234567');
    expect(data).not.toContain('333 123 4567');
    expect(data).not.toContain(OWNER.name);
  });

  it("exports for the owner's lead nothing of the visitor's", async () => {
    const response = withStatus(await admin.get(personalDataPath(ownerContactId)), 200);
    const data = readZip(response.bytes).get('dati.json')!.toString('utf8');
    expect(data).toContain(OWNER.notes);
    expect(data).not.toContain(VISITOR.notes);
    expect(data).not.toContain(VISITOR.name);
  });

  it("lets the staff, who see both, give the owner's record the details of one of its leads", async () => {
    const owner = (await context.db.models.Owner.findOne({ where: { email: OWNER.email } }))!;
    const { body: leads } = await admin.get<OwnerContact[]>(`/api/admin/users/${owner.id}/contacts`);
    expect(leads.filter((lead) => lead.differs_from_user).map((lead) => [lead.id, lead.name, lead.phone])).toEqual([
      [visitorContactId, VISITOR.name, VISITOR.phone],
    ]);
    const consulente = await signedInMember(context, { email: 'consulente@agenzia.it', role: 'consulente' });
    const changed = withStatus(
      await consulente.client.put<OwnerDetail>(`/api/admin/users/${owner.id}/details`, { fromContactId: visitorContactId }),
      200,
    );
    expect(changed.body).toMatchObject({ name: VISITOR.name, phone: VISITOR.phone });
    const entry = await context.db.models.AuditLogEntry.findOne({ where: { action: 'user.details_from_contact' } });
    expect(entry).toMatchObject({ entityType: 'user', entityId: String(owner.id), adminEmail: 'consulente@agenzia.it' });
    expect(entry?.before).toEqual({ name: OWNER.name, phone: OWNER.phone });
    // Put back as the owner left them, for the erasure below; a lead of another owner is not theirs to take.
    withStatus(await admin.put(`/api/admin/users/${owner.id}/details`, { fromContactId: ownerContactId }), 200);
    const { contact: strangerLead } = await createLead(context.db.models, { name: 'Luca Bianchi', email: 'luca.bianchi@example.it' });
    const refused = await admin.put<ApiErrorBody>(`/api/admin/users/${owner.id}/details`, { fromContactId: strangerLead.id });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('Contatto non trovato');
  });

  it("erases the visitor's lead without touching the owner's data", async () => {
    withStatus(await admin.delete<PersonalDataEraseResponse>(personalDataPath(visitorContactId)), 200);
    const owner = await context.db.models.Owner.findOne({ where: { email: OWNER.email } });
    expect(owner).toMatchObject({ name: OWNER.name, phone: OWNER.phone });
    const ownerLeads = await context.db.models.Contact.findAll({ where: { phone: OWNER.phone } });
    expect(ownerLeads.map((lead) => lead.notes)).toEqual([OWNER.notes, OWNER.notes]);
    const visitorLead = await context.db.models.Contact.findByPk(visitorContactId);
    expect(visitorLead?.notes ?? null).toBeNull();
  });
});
