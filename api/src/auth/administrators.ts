/** The back office's administrators: provisioning (ADMIN_EMAIL at start, the CLI) and sign-in checks. */
import { normalizeEmail } from '../infra/email-address.js';
import type { Models } from '../infra/db/models/index.js';
import { hashPassword, verifyPassword } from './passwords.js';

export type ProvisionOutcome = 'created' | 'updated' | 'unchanged';

// A hash of a random password, verified when the e-mail is unknown so timing does not reveal which admins exist.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');

export function createAdministrators({ models }: { models: Pick<Models, 'AdminUser'> }) {
  return {
    /**
     * Creates the administrator, or sets the password of the existing one, so that ADMIN_EMAIL/ADMIN_PASSWORD
     * (at start) and the CLI always leave exactly that login working.
     */
    async provision(credentials: { email: string; password: string; name?: string }): Promise<ProvisionOutcome> {
      const email = normalizeEmail(credentials.email);
      const existing = await models.AdminUser.findOne({ where: { email } });
      if (!existing) {
        await models.AdminUser.create({ email, name: credentials.name ?? null, passwordHash: await hashPassword(credentials.password) });
        return 'created';
      }
      if (await verifyPassword(credentials.password, existing.passwordHash)) return 'unchanged';
      existing.passwordHash = await hashPassword(credentials.password);
      await existing.save();
      return 'updated';
    },

    /** The administrator with these credentials, or null; a wrong e-mail costs the same work as a wrong password. */
    async authenticate(email: string, password: string) {
      const admin = await models.AdminUser.findOne({ where: { email: normalizeEmail(email) } });
      const valid = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
      return admin && valid ? admin : null;
    },
  };
}
