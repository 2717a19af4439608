/**
 * The check of every password set in the back office, wherever it is set (the profile, the team's temporary
 * passwords, ADMIN_PASSWORD at start, the CLI): the shared rules (length, no sequence or repetition, nothing
 * built on the e-mail or the agency's name) and the list of the most common passwords. Passwords set before
 * these rules keep signing in: only a new password is checked.
 */
import { NewPasswordSchema, PASSWORD_MESSAGES, passwordContextProblem } from '@valuta/shared';
import type { Agency } from '../agency/agency.service.js';
import commonPasswordList from './data/common-passwords.json' with { type: 'json' };

let commonPasswords: Set<string> | null = null;

/** The list holds lowercased passwords: a capital or a space more does not make one uncommon. */
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(commonPasswordList);
  const lowered = password.toLowerCase();
  return commonPasswords.has(lowered) || commonPasswords.has(lowered.replace(/\s+/gu, ''));
}

export function createPasswordPolicy(agency: Pick<Agency, 'brand'>) {
  return {
    /** Why `password` cannot be the new password of the account `email`, in Italian; null when it can. */
    async problemOf(password: string, email: string): Promise<string | null> {
      const parsed = NewPasswordSchema.safeParse(password);
      if (!parsed.success) return parsed.error.issues[0]?.message ?? PASSWORD_MESSAGES.tooShort;
      if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
      return passwordContextProblem(password, { email, agencyName: (await agency.brand()).agencyName });
    },
  };
}

export type PasswordPolicy = ReturnType<typeof createPasswordPolicy>;
