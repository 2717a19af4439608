import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, AssistanceChangeResponse, AssistanceListResponse } from '@valuta/shared';
import { createAssistanceRequest, signedInAdmin } from '../../test/factories.js';
import type { TestClient } from '../../test/http.js';
import { createTestContext, type TestContext } from '../../test/support.js';

let context: TestContext;
let admin: TestClient;

beforeAll(async () => {
  context = await createTestContext();
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

describe('assistance requests', () => {
  it('answer 401 JSON without a session, on every call', async () => {
    const visitor = context.client();
    expect((await visitor.get('/api/admin/assistenze')).status).toBe(401);
    expect((await visitor.patch('/api/admin/assistenze/1/status', { status: 'completed' })).status).toBe(401);
    expect((await visitor.patch('/api/admin/assistenze/1/notes', { notes: 'x' })).status).toBe(401);
  });

  it('are listed newest first under assistenze, with the fields of the assistance screen', async () => {
    const older = await createAssistanceRequest(context.db.models, { name: 'Prima', createdAt: new Date(Date.now() - 60_000) });
    const newer = await createAssistanceRequest(context.db.models, { name: 'Seconda', message: 'Il sito non carica.' });
    const response = await admin.get<AssistanceListResponse>('/api/admin/assistenze');
    expect(response.status).toBe(200);
    expect(response.body.assistenze.map((request) => request.id)).toEqual([newer.id, older.id]);
    expect(response.body.assistenze[0]).toEqual({
      id: newer.id,
      nome: 'Seconda',
      email: newer.email,
      telefono: newer.phone,
      descrizione: 'Il sito non carica.',
      status: 'new',
      created_at: newer.createdAt.toISOString(),
      updated_at: newer.updatedAt.toISOString(),
      admin_notes: null,
      assigned_to: null,
    });
  });

  it('change status and notes, each written to the audit log', async () => {
    const request = await createAssistanceRequest(context.db.models);
    const status = await admin.patch<AssistanceChangeResponse>(`/api/admin/assistenze/${request.id}/status`, { status: 'in_progress' });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ success: true, assistenza: { status: 'in_progress' } });
    const notes = await admin.patch<AssistanceChangeResponse>(`/api/admin/assistenze/${request.id}/notes`, { notes: 'Richiamato, risolto.' });
    expect(notes.body.assistenza.admin_notes).toBe('Richiamato, risolto.');

    const audit = await context.db.models.AuditLogEntry.findAll({
      where: { entityType: 'assistance_request', entityId: String(request.id) },
      order: [['id', 'ASC']],
    });
    expect(audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['assistance.status', { status: 'new' }, { status: 'in_progress' }],
      ['assistance.notes', { adminNotes: null }, { adminNotes: 'Richiamato, risolto.' }],
    ]);
  });

  it('refuse unknown statuses, bad notes and unknown requests', async () => {
    const request = await createAssistanceRequest(context.db.models);
    const badStatus = await admin.patch<ApiErrorBody>(`/api/admin/assistenze/${request.id}/status`, { status: 'chiusa' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body).toMatchObject({ code: 'validation_error', fields: { status: 'Stato non valido.' } });
    const badNotes = await admin.patch<ApiErrorBody>(`/api/admin/assistenze/${request.id}/notes`, { notes: ['x'] });
    expect(badNotes.status).toBe(400);
    expect(badNotes.body.error).toBe('Le note non sono valide.');
    const missing = await admin.patch<ApiErrorBody>('/api/admin/assistenze/999999/status', { status: 'completed' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Richiesta di assistenza non trovata');
  });
});
