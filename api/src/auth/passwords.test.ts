import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    await expect(verifyPassword('correct horse battery staple', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery stapl', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('uguale-uguale')).not.toBe(await hashPassword('uguale-uguale'));
  });

  it('refuses a stored value it does not understand', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });
});
