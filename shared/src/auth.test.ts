import { describe, expect, it } from 'vitest';
import { fieldMessages } from './api-errors.js';
import { ChangePasswordSchema, LoginSchema, MAX_PASSWORD_LENGTH, NewPasswordSchema, PASSWORD_MESSAGES, passwordContextProblem } from './auth.js';

/** The message a new password is refused with, or null when it is accepted. */
function refusal(password: string): string | null {
  const parsed = NewPasswordSchema.safeParse(password);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'refused without a message');
}

describe('a new password', () => {
  it('has at least 12 characters, counted as a person counts them', () => {
    expect(refusal(' '.repeat(10))).toBe(PASSWORD_MESSAGES.tooShort);
    expect(refusal('1234567890')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(refusal('')).toBe(PASSWORD_MESSAGES.required);
    // Eleven characters, twelve UTF-16 units.
    expect(refusal('ciao🏠mondo!')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(refusal('ciao🏠mondo!!')).toBeNull();
  });

  it('may have spaces and any characters, with no composition rules, up to 128 characters', () => {
    expect(refusal('una-password-lunga')).toBeNull();
    expect(refusal('la mia casa al mare')).toBeNull();
    expect(refusal('perché no, è già così')).toBeNull();
    const long = Array.from({ length: MAX_PASSWORD_LENGTH }, (_, index) => 'casa al mare '[index % 13]).join('');
    expect(refusal(long)).toBeNull();
    expect(refusal(`${long}x`)).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('is no repetition or sequence', () => {
    for (const trivial of [
      ' '.repeat(12),
      'aaaaaaaaaaaa',
      'ciaociaociao',
      'passwordpassword',
      '123456789012',
      '0987 6543 2109',
      'abcdefghijklm',
      'qwertyuiopasd',
      'ZYXWVUTSRQPO',
    ]) {
      expect([trivial, refusal(trivial)]).toEqual([trivial, PASSWORD_MESSAGES.trivial]);
    }
  });

  it('is checked so when a member changes it', () => {
    const parsed = ChangePasswordSchema.safeParse({ currentPassword: 'la-vecchia', newPassword: '1234567890' });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['newPassword', PASSWORD_MESSAGES.tooShort]]);
  });
});

describe('a new password and the account', () => {
  const context = { email: 'mario.rossi@agenzia.it', agencyName: 'Valuta Casa Torino' };

  it("is not the account's e-mail or built on it", () => {
    expect(passwordContextProblem('mario.rossi@agenzia.it', context)).toBe(PASSWORD_MESSAGES.email);
    expect(passwordContextProblem('Mario.Rossi2024!', context)).toBe(PASSWORD_MESSAGES.email);
    expect(passwordContextProblem('MARIO ROSSI mario rossi', context)).toBe(PASSWORD_MESSAGES.email);
    expect(passwordContextProblem('mario rossi ama la pizza', context)).toBeNull();
  });

  it("is not the agency's name or built on it", () => {
    expect(passwordContextProblem('Valuta Casa Torino', context)).toBe(PASSWORD_MESSAGES.agencyName);
    expect(passwordContextProblem('valutacasatorino1', context)).toBe(PASSWORD_MESSAGES.agencyName);
    expect(passwordContextProblem('TorinoTorino2024', context)).toBe(PASSWORD_MESSAGES.agencyName);
    expect(passwordContextProblem('una casa in collina sul po', context)).toBeNull();
    expect(passwordContextProblem('Torino di notte', context)).toBeNull();
  });
});

describe('login', () => {
  it('asks for both fields with one message', () => {
    const result = LoginSchema.safeParse({ email: '', password: '' });
    expect(result.success ? {} : fieldMessages(result.error)).toEqual({
      email: 'Inserisci email e password.',
      password: 'Inserisci email e password.',
    });
  });
});
