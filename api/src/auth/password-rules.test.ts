import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@valuta/shared';
import { hashPassword } from './passwords.js';
import { signedInMember } from '../test/factories.js';
import { createTestContext, type TestContext } from '../test/support.js';

/** The rules of a new password, where a member sets their own ('Il mio profilo'). */
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('a new password', () => {
  it('is refused with the reason on the field: too short, a sequence, common, the e-mail, the agency, unchanged', async () => {
    const member = await signedInMember(context, { email: 'mario.rossi@agenzia.it', role: 'consulente' });
    const refusals: Array<[string, string]> = [
      [' '.repeat(10), 'La password deve avere almeno 12 caratteri.'],
      ['1234567890', 'La password deve avere almeno 12 caratteri.'],
      [' '.repeat(12), "Questa password è una sequenza o una ripetizione: scegline un'altra."],
      ['123456789012', "Questa password è una sequenza o una ripetizione: scegline un'altra."],
      ['Qwerty123456', "Questa password è tra le più usate: scegline un'altra."],
      ['1qaz2wsx3edc', "Questa password è tra le più usate: scegline un'altra."],
      ['mario.rossi@agenzia.it', "Questa password è troppo simile alla tua email: scegline un'altra."],
      ['Mario Rossi 2024', "Questa password è troppo simile alla tua email: scegline un'altra."],
      ['Valuta Casa Torino', "Questa password è troppo simile al nome dell'agenzia: scegline un'altra."],
      [member.password, 'La nuova password deve essere diversa da quella attuale.'],
    ];
    for (const [newPassword, message] of refusals) {
      const response = await member.client.post<ApiErrorBody>('/api/admin/profile/password', { currentPassword: member.password, newPassword });
      expect([newPassword, response.status, response.body.code, response.body.fields]).toEqual([
        newPassword,
        400,
        'validation_error',
        { newPassword: message },
      ]);
    }
    // Nothing was changed: the old password still signs in.
    expect((await context.client().post('/api/auth/login', { email: 'mario.rossi@agenzia.it', password: member.password })).status).toBe(200);
  });

  it('may be a long phrase with spaces, with no digits or capitals required', async () => {
    const member = await signedInMember(context, { email: 'frase@agenzia.it', role: 'consulente' });
    const phrase = 'la casa gialla in fondo al viale';
    expect((await member.client.post('/api/admin/profile/password', { currentPassword: member.password, newPassword: phrase })).status).toBe(200);
    expect((await context.client().post('/api/auth/login', { email: 'frase@agenzia.it', password: phrase })).status).toBe(200);
  });

  it('leaves passwords set before the rules signing in', async () => {
    await context.db.models.TeamMember.create({
      email: 'storico@agenzia.it',
      name: null,
      role: 'consulente',
      passwordHash: await hashPassword('dieci1234!'),
    });
    expect((await context.client().post('/api/auth/login', { email: 'storico@agenzia.it', password: 'dieci1234!' })).status).toBe(200);
  });
});
