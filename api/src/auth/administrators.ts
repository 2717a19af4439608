import type { Models } from '../infra/db/models/index.js';
import { hashPassword, verifyPassword } from './passwords.js';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type ProvisionOutcome = 'created' | 'updated' | 'unchanged';

/**
 * Creates the administrator, or sets the password of the existing one, so that ADMIN_EMAIL/ADMIN_PASSWORD
 * (at start) and the CLI always leave exactly that login working.
 */
export async function provisionAdministrator(
  models: Pick<Models, 'AdminUser'>,
  credentials: { email: string; password: string; name?: string },
): Promise<ProvisionOutcome> {
  const email = normalizeEmail(credentials.email);
  const existing = await models.AdminUser.findOne({ where: { email } });
  if (!existing) {
    await models.AdminUser.create({
      email,
      name: credentials.name ?? null,
      passwordHash: await hashPassword(credentials.password),
    });
    return 'created';
  }
  if (await verifyPassword(credentials.password, existing.passwordHash)) return 'unchanged';
  existing.passwordHash = await hashPassword(credentials.password);
  await existing.save();
  return 'updated';
}

/** The administrator with these credentials, or null; the same work is done for a wrong e-mail as for a wrong password. */
export async function authenticateAdministrator(
  models: Pick<Models, 'AdminUser'>,
  email: string,
  password: string,
) {
  const admin = await models.AdminUser.findOne({ where: { email: normalizeEmail(email) } });
  const valid = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
  return admin && valid ? admin : null;
}

// A hash of a random password, verified when the e-mail is unknown so timing does not reveal which admins exist.
const DUMMY_HASH =
  'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');
