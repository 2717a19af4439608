import { describe, expect, it } from 'vitest';
import { fieldMessages } from './api-errors.js';
import { OwnerIdSchema } from './owners.js';

function messagesOf(result: { success: boolean; error?: unknown }) {
  return result.success ? {} : fieldMessages(result.error as never);
}

describe('owner ids', () => {
  it("reads an owner id only when numeric, and answers 'ID utente non valido' otherwise", () => {
    expect(OwnerIdSchema.parse('42')).toBe(42);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect(messagesOf(OwnerIdSchema.safeParse(bad))).toEqual({ _: 'ID utente non valido' });
    }
  });
});
