/**
 * The back office's staff accounts: provisioning (ADMIN_EMAIL at start, the CLI), sign-in checks, and the
 * check of a session's member on every request.
 */
import { UniqueConstraintError } from 'sequelize';
import type { StaffRole } from '@valuta/shared';
import { normalizeEmail } from '../infra/email-address.js';
import type { Database } from '../infra/db/index.js';
import type { TeamMember } from '../models/TeamMember.js';
import type { AdminSessionData, SignedInAdmin } from '../infra/http/state.js';
import type { SessionMemberRead, SessionMemberRow } from '../infra/sessions/store.js';
import { hashPassword, verifyPassword } from './passwords.js';

export type ProvisionOutcome = 'created' | 'updated' | 'unchanged';

// A hash of a random password, verified when the e-mail is unknown so timing does not reveal which admins exist.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');

/** What a request knows of its member (the session only holds ids: role and state are read each time). */
export function signedInOf(admin: TeamMember): SignedInAdmin {
  return { id: admin.id, email: admin.email, name: admin.name, role: admin.role, mustChangePassword: admin.mustChangePassword };
}

// Read on every /api/admin request, so in plain SQL on the driver: a model read costs several times more.
// The session store usually has read these columns already, with the session itself.
const SELECT_SESSION_MEMBER = 'SELECT id, email, name, role, disabled_at, session_version, must_change_password FROM admin_users WHERE id = $1';

/** Told of each sign-in refused after its password was checked (the metrics count them). */
export interface SignInObserver {
  signInRefused?(reason: 'wrong_credentials' | 'account_disabled'): void;
}

export function createAdministrators(db: Pick<Database, 'models' | 'statements'>, observer: SignInObserver = {}) {
  const { models, statements } = db;
  return {
    /**
     * Creates the account as a titolare, or sets the password of the existing one, so that
     * ADMIN_EMAIL/ADMIN_PASSWORD (at start) and the CLI always leave exactly that login working: the owner's
     * account is a titolare and enabled whatever was done to it in the back office.
     */
    async provision(credentials: { email: string; password: string; name?: string }): Promise<ProvisionOutcome> {
      const email = normalizeEmail(credentials.email);
      let existing = await models.TeamMember.findOne({ where: { email } });
      if (!existing) {
        try {
          await models.TeamMember.create({
            email,
            name: credentials.name ?? null,
            passwordHash: await hashPassword(credentials.password),
            role: 'titolare' satisfies StaffRole,
            mustChangePassword: false,
          });
          return 'created';
        } catch (error) {
          // Replicas started together on a new database each provision ADMIN_EMAIL: one creates the account,
          // the others find it on a second look instead of failing to start.
          if (!(error instanceof UniqueConstraintError)) throw error;
          existing = await models.TeamMember.findOne({ where: { email } });
          if (!existing) throw error;
        }
      }
      const passwordHolds = await verifyPassword(credentials.password, existing.passwordHash);
      if (passwordHolds && existing.role === 'titolare' && existing.disabledAt === null) return 'unchanged';
      if (!passwordHolds) {
        existing.passwordHash = await hashPassword(credentials.password);
        existing.sessionVersion += 1;
        // The password is the owner's own choice, not a temporary one.
        existing.mustChangePassword = false;
      }
      existing.role = 'titolare';
      existing.disabledAt = null;
      await existing.save();
      return 'updated';
    },

    /** Whether the account `email` exists and already has this password. */
    async holdsPassword(email: string, password: string): Promise<boolean> {
      const admin = await models.TeamMember.findOne({ where: { email: normalizeEmail(email) } });
      return admin !== null && (await verifyPassword(password, admin.passwordHash));
    },

    /**
     * The member with these credentials, or null; a wrong e-mail costs the same work as a wrong password.
     * A disabled member's right password is refused as 'disabled', so the screen can say why.
     */
    async authenticate(email: string, password: string): Promise<TeamMember | 'disabled' | null> {
      const admin = await models.TeamMember.findOne({ where: { email: normalizeEmail(email) } });
      const valid = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
      if (!admin || !valid) {
        observer.signInRefused?.('wrong_credentials');
        return null;
      }
      if (!admin.disabledAt) return admin;
      observer.signInRefused?.('account_disabled');
      return 'disabled';
    },

    /**
     * The member a session belongs to, read from the database on every request: null when there is none,
     * 'disabled' when the account was disabled, and null too when the session was signed in before the
     * account's sessions were ended (password reset). `readWithSession` is the member's row as the session
     * store read it in the same statement as the session, on this request.
     */
    async ofSession(session: AdminSessionData | null, readWithSession?: SessionMemberRead): Promise<SignedInAdmin | 'disabled' | null> {
      const adminId: unknown = session?.adminId;
      if (typeof adminId !== 'number') return null;
      // The row read with this request's session, when it was read for this very member; else a read of its own.
      const [admin] =
        readWithSession?.adminId === adminId
          ? readWithSession.row
            ? [readWithSession.row]
            : []
          : await statements.all<SessionMemberRow>(SELECT_SESSION_MEMBER, [adminId]);
      if (!admin) return null;
      if (admin.disabled_at !== null && admin.disabled_at !== undefined) return 'disabled';
      const version: unknown = session?.adminSessionVersion;
      if ((typeof version === 'number' ? version : 0) !== Number(admin.session_version)) return null;
      return {
        id: Number(admin.id),
        email: admin.email,
        name: admin.name,
        role: admin.role,
        // A boolean on PostgreSQL, 0 or 1 on SQLite.
        mustChangePassword: admin.must_change_password === true || Number(admin.must_change_password) === 1,
      };
    },
  };
}

export type Administrators = ReturnType<typeof createAdministrators>;
