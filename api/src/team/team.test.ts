import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, AssigneeSummary, AuthState, TeamListResponse, TeamMemberResponse, TeamPasswordResponse } from '@valuta/shared';
import { createAdministrators } from '../auth/administrators.js';
import { createLead, signedInAdmin, signedInMember, TEST_ADMIN } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let titolare: TestClient;
let consulente: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  context = await createTestContext();
  titolare = await signedInAdmin(context);
  consulente = await signedInMember(context, { email: 'giulia@agenzia.it', role: 'consulente', name: 'Giulia' });
});
afterAll(() => context.close());

describe('roles', () => {
  it('makes the provisioned administrator a titolare, and says the role at check', async () => {
    const check = await titolare.get<AuthState>('/api/auth/check');
    expect(check.body).toMatchObject({ authenticated: true, admin: { email: TEST_ADMIN.email, role: 'titolare' } });
    const other = await consulente.client.get<AuthState>('/api/auth/check');
    expect(other.body).toMatchObject({ authenticated: true, admin: { email: 'giulia@agenzia.it', role: 'consulente' } });
  });

  it("answers a consulente 403 titolare_only on deletes, exports, the team, a person's data and the agency's settings", async () => {
    const { contact } = await createLead(context.db.models, { name: 'Da Non Cancellare' });
    const calls: Array<[string, string, unknown?]> = [
      ['DELETE', `/api/admin/contacts/${contact.id}`],
      ['GET', '/api/admin/export-contacts-csv'],
      ['GET', '/api/admin/export-assistenze-csv'],
      ['DELETE', '/api/admin/seller-contacts/1'],
      ['GET', '/api/admin/team'],
      ['POST', '/api/admin/team', { email: 'nuovo@agenzia.it', role: 'consulente' }],
      ['PATCH', `/api/admin/team/${consulente.id}`, { role: 'titolare' }],
      ['POST', `/api/admin/team/${consulente.id}/reset-password`],
      ['GET', '/api/admin/audit-log'],
      ['GET', `/api/admin/contacts/${contact.id}/personal-data`],
      ['DELETE', `/api/admin/contacts/${contact.id}/personal-data`],
      ['GET', '/api/admin/agency-settings'],
      ['PUT', '/api/admin/agency-settings', { company: {}, team: [], reviews: [], emailSignature: '' }],
      ['POST', '/api/admin/agency-settings/photos'],
    ];
    for (const [method, path, body] of calls) {
      const response = await consulente.client.request<ApiErrorBody>(method, path, { body });
      expect([method, path, response.status]).toEqual([method, path, 403]);
      expect(response.body).toMatchObject({ code: 'titolare_only', error: 'Operazione riservata al titolare.' });
    }
    expect(await context.db.models.Contact.findByPk(contact.id)).not.toBeNull();
  });

  it('lets a consulente read leads and the list of assignees', async () => {
    expect((await consulente.client.get('/api/admin/contacts')).status).toBe(200);
    const assignees = await consulente.client.get<AssigneeSummary[]>('/api/admin/assignees');
    expect(assignees.status).toBe(200);
    expect(assignees.body.map((member) => member.email)).toContain('giulia@agenzia.it');
  });

  it('keeps the owner of ADMIN_EMAIL a titolare, enabled, whatever was done in the back office', async () => {
    const owner = await context.db.models.TeamMember.findOne({ where: { email: TEST_ADMIN.email } });
    await owner!.update({ role: 'consulente', disabledAt: new Date() });
    expect(await createAdministrators(context.db).provision(TEST_ADMIN)).toBe('updated');
    await owner!.reload();
    expect(owner!.role).toBe('titolare');
    expect(owner!.disabledAt).toBeNull();
  });
});

describe('the team (titolare)', () => {
  it('invites a member and shows the temporary password once when no mail server is configured', async () => {
    const response = await titolare.post<TeamPasswordResponse>('/api/admin/team', { email: ' Marco@Agenzia.it ', name: 'Marco', role: 'consulente' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      success: true,
      emailed: false,
      member: { email: 'marco@agenzia.it', role: 'consulente', disabled_at: null },
    });
    const password = response.body.temporaryPassword!;
    // Four groups of four letters and digits, none of which can be read as another (no l, I, 1, O, 0).
    expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{4}(-[a-km-zA-HJ-NP-Z2-9]{4}){3}$/);

    const marco = context.client();
    expect((await marco.post('/api/auth/login', { email: 'marco@agenzia.it', password })).status).toBe(200);

    const list = await titolare.get<TeamListResponse>('/api/admin/team');
    expect(list.body.members.map((member) => member.email)).toEqual(expect.arrayContaining(['marco@agenzia.it', TEST_ADMIN.email]));
    expect(JSON.stringify(list.body)).not.toContain('password');
  });

  it('refuses an e-mail already in the team with 409 and a bad role with 400', async () => {
    const twice = await titolare.post<ApiErrorBody>('/api/admin/team', { email: 'giulia@agenzia.it', role: 'consulente' });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('Questa email fa già parte del team.');
    const bad = await titolare.post<ApiErrorBody>('/api/admin/team', { email: 'x@agenzia.it', role: 'capo' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ role: 'Ruolo non valido.' });
  });

  it('changes the role of a member, and audits who did it', async () => {
    const invited = await titolare.post<TeamPasswordResponse>('/api/admin/team', { email: 'promosso@agenzia.it', role: 'consulente' });
    const response = await titolare.patch<TeamMemberResponse>(`/api/admin/team/${invited.body.member.id}`, { role: 'titolare' });
    expect(response.status).toBe(200);
    expect(response.body.member.role).toBe('titolare');
    const entry = await context.db.models.AuditLogEntry.findOne({ where: { action: 'team.update', entityId: String(invited.body.member.id) } });
    expect(entry).toMatchObject({ adminEmail: TEST_ADMIN.email, before: { role: 'consulente' }, after: { role: 'titolare' } });
  });

  it('refuses a titolare changing their own role or disabling themself', async () => {
    const owner = await context.db.models.TeamMember.findOne({ where: { email: TEST_ADMIN.email } });
    const response = await titolare.patch<ApiErrorBody>(`/api/admin/team/${owner!.id}`, { disabled: true });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('conflict');
  });

  it('ends the sessions of a disabled member at once and refuses their sign-in', async () => {
    const member = await signedInMember(context, { email: 'disattivo@agenzia.it', role: 'consulente' });
    expect((await member.client.get('/api/admin/contacts')).status).toBe(200);

    expect((await titolare.patch(`/api/admin/team/${member.id}`, { disabled: true })).status).toBe(200);
    const after = await member.client.get<ApiErrorBody>('/api/admin/contacts');
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'account_disabled', error: 'Il tuo account è stato disattivato. Rivolgiti al titolare.' });
    expect((await member.client.get<AuthState>('/api/auth/check')).body).toEqual({ authenticated: false });

    const login = await context.client().post<ApiErrorBody>('/api/auth/login', { email: 'disattivo@agenzia.it', password: member.password });
    expect(login.status).toBe(401);
    expect(login.body.code).toBe('account_disabled');
    const wrong = await context.client().post<ApiErrorBody>('/api/auth/login', { email: 'disattivo@agenzia.it', password: 'sbagliata-123' });
    expect(wrong.body.code).toBe('unauthorized');

    expect((await titolare.patch(`/api/admin/team/${member.id}`, { disabled: false })).status).toBe(200);
    expect((await context.client().post('/api/auth/login', { email: 'disattivo@agenzia.it', password: member.password })).status).toBe(200);
  });

  it('resets a password: the old one and the old sessions end, the temporary one signs in', async () => {
    const member = await signedInMember(context, { email: 'dimentica@agenzia.it', role: 'consulente' });
    const reset = await titolare.post<TeamPasswordResponse>(`/api/admin/team/${member.id}/reset-password`);
    expect(reset.status).toBe(200);
    expect((await member.client.get('/api/admin/contacts')).status).toBe(401);
    expect((await context.client().post('/api/auth/login', { email: 'dimentica@agenzia.it', password: member.password })).status).toBe(401);
    expect((await context.client().post('/api/auth/login', { email: 'dimentica@agenzia.it', password: reset.body.temporaryPassword })).status).toBe(
      200,
    );
    const entry = await context.db.models.AuditLogEntry.findOne({ where: { action: 'team.reset_password', entityId: String(member.id) } });
    expect(JSON.stringify(entry?.after)).not.toContain(reset.body.temporaryPassword!);
  });

  it('answers 404 for an unknown member', async () => {
    expect((await titolare.patch('/api/admin/team/987654', { role: 'consulente' })).status).toBe(404);
    expect((await titolare.post('/api/admin/team/abc/reset-password')).status).toBe(404);
  });
});

describe('my profile', () => {
  it('changes my own password after the current one; my other sessions end, this one goes on', async () => {
    const member = await signedInMember(context, { email: 'profilo@agenzia.it', role: 'consulente' });
    const otherDevice = context.client();
    await otherDevice.post('/api/auth/login', { email: 'profilo@agenzia.it', password: member.password });

    const wrong = await member.client.post<ApiErrorBody>('/api/admin/profile/password', {
      currentPassword: 'non-e-questa',
      newPassword: 'nuova-password-123',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ currentPassword: 'La password attuale non è corretta.' });
    const short = await member.client.post<ApiErrorBody>('/api/admin/profile/password', { currentPassword: member.password, newPassword: 'corta' });
    expect(short.status).toBe(400);

    const changed = await member.client.post('/api/admin/profile/password', { currentPassword: member.password, newPassword: 'nuova-password-123' });
    expect(changed.status).toBe(200);
    expect((await member.client.get('/api/admin/contacts')).status).toBe(200);
    expect((await otherDevice.get('/api/admin/contacts')).status).toBe(401);
    expect((await context.client().post('/api/auth/login', { email: 'profilo@agenzia.it', password: 'nuova-password-123' })).status).toBe(200);
  });
});
