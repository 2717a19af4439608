import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSellerContact, ApiErrorBody, SellerContactUpdateResponse } from '@valuta/shared';
import { createSellerContact, signedInAdmin } from '../../test/factories.js';
import type { TestClient } from '../../test/http.js';
import { createTestContext, type TestContext } from '../../test/support.js';

let context: TestContext;
let admin: TestClient;

beforeAll(async () => {
  context = await createTestContext();
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

describe('seller contacts', () => {
  it('answer 401 JSON without a session, on every call', async () => {
    const visitor = context.client();
    expect((await visitor.get('/api/admin/seller-contacts')).status).toBe(401);
    expect((await visitor.put('/api/admin/seller-contacts/1', { status: 'closed' })).status).toBe(401);
    expect((await visitor.delete('/api/admin/seller-contacts/1')).status).toBe(401);
  });

  it('are listed newest first with the fields of the seller contacts screen', async () => {
    const contact = await createSellerContact(context.db.models, { fullName: 'Franca Gialli', propertyAddress: 'Via Po 5' });
    const response = await admin.get<AdminSellerContact[]>('/api/admin/seller-contacts');
    expect(response.status).toBe(200);
    expect(response.body[0]).toEqual({
      id: contact.id,
      nome_completo: 'Franca Gialli',
      email: contact.email,
      telefono: contact.phone,
      indirizzo_immobile: 'Via Po 5',
      privacy_accettata: true,
      status: 'new',
      admin_notes: null,
      created_at: contact.createdAt.toISOString(),
      updated_at: contact.updatedAt.toISOString(),
      assigned_to: null,
    });
  });

  it("save status and notes together ('Modifica Contatto'), written to the audit log", async () => {
    const contact = await createSellerContact(context.db.models);
    const response = await admin.put<SellerContactUpdateResponse>(`/api/admin/seller-contacts/${contact.id}`, {
      id: contact.id,
      status: 'contacted',
      admin_notes: 'Sopralluogo giovedì',
    });
    expect(response.status).toBe(200);
    expect(response.body.contact).toMatchObject({ status: 'contacted', admin_notes: 'Sopralluogo giovedì' });
    const audit = await context.db.models.AuditLogEntry.findOne({ where: { action: 'seller_contact.update', entityId: String(contact.id) } });
    expect(audit!.before).toEqual({ status: 'new', adminNotes: null });
    expect(audit!.after).toEqual({ status: 'contacted', adminNotes: 'Sopralluogo giovedì' });
  });

  it('answer failures with the error field the screen shows', async () => {
    const contact = await createSellerContact(context.db.models);
    const badStatus = await admin.put<ApiErrorBody>(`/api/admin/seller-contacts/${contact.id}`, { status: 'venduto' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error).toBe('Stato non valido.');
    const otherId = await admin.put<ApiErrorBody>(`/api/admin/seller-contacts/${contact.id}`, { id: contact.id + 1, status: 'closed' });
    expect(otherId.status).toBe(400);
    expect(otherId.body.error).toBe("L'identificativo non corrisponde al contatto.");
    const missing = await admin.put<ApiErrorBody>('/api/admin/seller-contacts/999999', { status: 'closed' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Contatto venditore non trovato');
  });

  it('are deleted for good, with an audit record', async () => {
    const contact = await createSellerContact(context.db.models, { fullName: 'Da Cancellare' });
    const response = await admin.delete(`/api/admin/seller-contacts/${contact.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect(await context.db.models.SellerContact.findByPk(contact.id)).toBeNull();
    const audit = await context.db.models.AuditLogEntry.findOne({ where: { action: 'seller_contact.delete', entityId: String(contact.id) } });
    expect(audit!.before).toMatchObject({ fullName: 'Da Cancellare' });
    expect((await admin.delete(`/api/admin/seller-contacts/${contact.id}`)).status).toBe(404);
  });
});
