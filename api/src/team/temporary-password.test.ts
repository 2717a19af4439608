import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewPasswordSchema, type ApiErrorBody, type AuthState, type LoginResponse, type TeamPasswordResponse } from '@valuta/shared';
import { signedInAdmin } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

/** A temporary password (an invitation, a reset) signs in only to choose a new one. */
let context: TestContext;
let titolare: TestClient;

beforeAll(async () => {
  context = await createTestContext();
  titolare = await signedInAdmin(context);
});
afterAll(() => context.close());

const LOOK_ALIKES = /[lI1O0]/;

async function invite(email: string): Promise<{ id: number; password: string }> {
  const response = await titolare.post<TeamPasswordResponse>('/api/admin/team', { email, role: 'consulente' });
  expect(response.status).toBe(201);
  return { id: response.body.member.id, password: response.body.temporaryPassword! };
}

describe('a temporary password', () => {
  it('signs in only to choose a new password: every other admin call is refused until then', async () => {
    const { password } = await invite('nuovo.arrivato@agenzia.it');
    const member = context.client();
    const login = await member.post<LoginResponse>('/api/auth/login', { email: 'nuovo.arrivato@agenzia.it', password });
    expect(login.status).toBe(200);
    expect(login.body.admin.mustChangePassword).toBe(true);
    expect((await member.get<AuthState>('/api/auth/check')).body).toMatchObject({ authenticated: true, admin: { mustChangePassword: true } });

    for (const [method, path] of [
      ['GET', '/api/admin/contacts'],
      ['GET', '/api/admin/assignees'],
      ['GET', '/api/admin/dashboard'],
      ['PATCH', '/api/admin/contacts/1/update'],
    ] as const) {
      const response = await member.request<ApiErrorBody>(method, path, { body: method === 'GET' ? undefined : { status: 'letto' } });
      expect([path, response.status, response.body.code, response.body.error]).toEqual([
        path,
        403,
        'password_change_required',
        'Scegli una nuova password prima di continuare.',
      ]);
    }

    // The rules apply to the new one, and the temporary one cannot be kept.
    const weak = await member.post<ApiErrorBody>('/api/admin/profile/password', { currentPassword: password, newPassword: '123456789012' });
    expect(weak.status).toBe(400);
    const same = await member.post<ApiErrorBody>('/api/admin/profile/password', { currentPassword: password, newPassword: password });
    expect(same.body.fields).toEqual({ newPassword: 'La nuova password deve essere diversa da quella attuale.' });

    const chosen = await member.post('/api/admin/profile/password', { currentPassword: password, newPassword: 'la mia password nuova' });
    expect(chosen.status).toBe(200);
    expect((await member.get<AuthState>('/api/auth/check')).body).toMatchObject({ authenticated: true, admin: { mustChangePassword: false } });
    expect((await member.get('/api/admin/contacts')).status).toBe(200);
    // Signing in again asks nothing more.
    const again = await context
      .client()
      .post<LoginResponse>('/api/auth/login', { email: 'nuovo.arrivato@agenzia.it', password: 'la mia password nuova' });
    expect(again.body.admin.mustChangePassword).toBe(false);
    expect((await member.post('/api/auth/logout')).status).toBe(200);
  });

  it('is asked for again after a reset', async () => {
    const { id, password } = await invite('dimentica.spesso@agenzia.it');
    const member = context.client();
    await member.post('/api/auth/login', { email: 'dimentica.spesso@agenzia.it', password });
    expect((await member.post('/api/admin/profile/password', { currentPassword: password, newPassword: 'una frase che ricordo' })).status).toBe(200);

    const reset = await titolare.post<TeamPasswordResponse>(`/api/admin/team/${id}/reset-password`);
    const after = context.client();
    const login = await after.post<LoginResponse>('/api/auth/login', {
      email: 'dimentica.spesso@agenzia.it',
      password: reset.body.temporaryPassword,
    });
    expect(login.body.admin.mustChangePassword).toBe(true);
    expect((await after.get<ApiErrorBody>('/api/admin/contacts')).body.code).toBe('password_change_required');
  });

  it('has no look-alike characters (l, I, 1, O, 0) and meets the password rules', async () => {
    const { id, password } = await invite('caratteri@agenzia.it');
    const passwords = [password];
    for (let reset = 0; reset < 7; reset += 1) {
      passwords.push((await titolare.post<TeamPasswordResponse>(`/api/admin/team/${id}/reset-password`)).body.temporaryPassword!);
    }
    for (const temporary of passwords) {
      expect(temporary).not.toMatch(LOOK_ALIKES);
      expect(NewPasswordSchema.safeParse(temporary).success).toBe(true);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });

  it('is not asked of the owner, whose password is their own', async () => {
    expect((await titolare.get<AuthState>('/api/auth/check')).body).toMatchObject({ authenticated: true, admin: { mustChangePassword: false } });
    expect((await titolare.get('/api/admin/contacts')).status).toBe(200);
  });
});
