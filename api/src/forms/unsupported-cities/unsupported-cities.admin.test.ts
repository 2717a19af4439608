import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, UnsupportedCityChangeResponse, UnsupportedCityListResponse } from '@valuta/shared';
import { createUnsupportedCityContact, signedInAdmin } from '../../test/factories.js';
import type { TestClient } from '../../test/http.js';
import { createTestContext, type TestContext } from '../../test/support.js';

let context: TestContext;
let admin: TestClient;

beforeAll(async () => {
  context = await createTestContext();
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

describe('unsupported-city contacts', () => {
  it('answer 401 JSON without a session, on every call', async () => {
    const visitor = context.client();
    expect((await visitor.get('/api/admin/unsupported-city-contacts')).status).toBe(401);
    expect((await visitor.patch('/api/admin/unsupported-city-contacts/1/status', { status: 'contattato' })).status).toBe(401);
    expect((await visitor.patch('/api/admin/unsupported-city-contacts/1/notes', { notes: 'x' })).status).toBe(401);
  });

  it('list both forms under contacts with their total', async () => {
    const { models } = context.db;
    const application = await createUnsupportedCityContact(models, { firstName: 'Elena', lastName: 'Blu', city: 'Cuneo' });
    const simple = await createUnsupportedCityContact(models, {
      kind: 'simple',
      firstName: 'Gino Russo',
      lastName: null,
      email: null,
      city: 'Asti',
      motivation: null,
      propertyDescription: 'Casa di 120 mq con giardino',
    });
    const response = await admin.get<UnsupportedCityListResponse>('/api/admin/unsupported-city-contacts');
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(2);
    expect(response.body.contacts.find((contact) => contact.id === application.id)).toMatchObject({
      kind: 'request',
      nome: 'Elena',
      cognome: 'Blu',
      citta: 'Cuneo',
      motivazione: 'Vorrei vendere la casa dei nonni.',
      status: 'nuovo',
      admin_notes: null,
    });
    expect(response.body.contacts.find((contact) => contact.id === simple.id)).toMatchObject({
      kind: 'simple',
      nome: 'Gino Russo',
      cognome: null,
      email: null,
      motivazione: 'Casa di 120 mq con giardino',
    });
  });

  it('change status and notes, each written to the audit log', async () => {
    const contact = await createUnsupportedCityContact(context.db.models);
    const status = await admin.patch<UnsupportedCityChangeResponse>(`/api/admin/unsupported-city-contacts/${contact.id}/status`, {
      status: 'non_interessato',
    });
    expect(status.status).toBe(200);
    expect(status.body.contact.status).toBe('non_interessato');
    const notes = await admin.patch<UnsupportedCityChangeResponse>(`/api/admin/unsupported-city-contacts/${contact.id}/notes`, {
      notes: 'Zona fuori area',
    });
    expect(notes.body.contact.admin_notes).toBe('Zona fuori area');
    const actions = await context.db.models.AuditLogEntry.findAll({
      where: { entityType: 'unsupported_city_contact', entityId: String(contact.id) },
      order: [['id', 'ASC']],
    });
    expect(actions.map((entry) => entry.action)).toEqual(['unsupported_city.status', 'unsupported_city.notes']);
    expect(actions[0]!.before).toEqual({ status: 'nuovo' });
  });

  it('refuse unknown statuses and unknown contacts', async () => {
    const contact = await createUnsupportedCityContact(context.db.models);
    const bad = await admin.patch<ApiErrorBody>(`/api/admin/unsupported-city-contacts/${contact.id}/status`, { status: 'new' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ status: 'Stato non valido.' });
    const missing = await admin.patch('/api/admin/unsupported-city-contacts/999999/notes', { notes: 'x' });
    expect(missing.status).toBe(404);
  });
});
