/**
 * The owner's account from ADMIN_EMAIL/ADMIN_PASSWORD at start, or from `npm run admin -- create`: a password
 * that does not meet the rules is refused, unless the account has it already (set before the rules), which
 * keeps working with a warning, so an upgrade never locks the owner out nor stops a running site.
 */
import { normalizeEmail } from '../infra/email-address.js';
import type { Administrators, ProvisionOutcome } from './administrators.js';
import type { PasswordPolicy } from './password-policy.js';

export class WeakOwnerPassword extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'WeakOwnerPassword';
  }
}

export async function provisionOwner(
  credentials: { email: string; password: string; name?: string },
  { administrators, passwordPolicy }: { administrators: Administrators; passwordPolicy: PasswordPolicy },
): Promise<{ outcome: ProvisionOutcome; weakPassword: string | null }> {
  const problem = await passwordPolicy.problemOf(credentials.password, normalizeEmail(credentials.email));
  if (problem && !(await administrators.holdsPassword(credentials.email, credentials.password))) throw new WeakOwnerPassword(problem);
  return { outcome: await administrators.provision(credentials), weakPassword: problem };
}
