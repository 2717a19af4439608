/**
 * The agency's team: invitations with a temporary password, role changes, disabling and re-enabling,
 * password resets (titolare), and a member's own password. Every change is audited in its transaction.
 * Disabling a member or changing a password moves the account's session version, which ends the sessions
 * signed in before it on their next request (auth/require-admin.ts).
 */
import { randomInt } from 'node:crypto';
import type { Transaction } from 'sequelize';
import {
  MEMBER_NOT_FOUND_MESSAGE,
  PASSWORD_MESSAGES,
  type AssigneeSummary,
  type InviteMember,
  type StaffRole,
  type TeamMemberSummary,
  type UpdateMember,
} from '@valuta/shared';
import type { AuditActor, AuditLog } from '../audit/audit.service.js';
import type { PasswordPolicy } from '../auth/password-policy.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { Agency } from '../agency/agency.service.js';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import type { TeamMember } from '../models/TeamMember.js';
import { normalizeEmail } from '../infra/email-address.js';
import { conflict, notFound, validationFailed } from '../infra/errors.js';
import type { SendEmail } from '../infra/mail/mailer.js';
import { temporaryPasswordEmail } from './team.emails.js';
import { presentAssignee, presentMember } from './team.presenter.js';

const SELF_CHANGE_MESSAGE = 'Non puoi cambiare il tuo ruolo né disattivare il tuo account.';

/** Letters and digits that cannot be read as one another: no l, I, 1, O, 0. */
const TEMPORARY_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Four groups of four characters (about 93 bits), easy to read out and to copy; drawn again in the unlikely
 * case it breaks the password rules.
 */
async function temporaryPassword(passwordPolicy: PasswordPolicy, email: string): Promise<string> {
  for (;;) {
    const characters = Array.from({ length: 16 }, () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)]).join('');
    const password = characters.match(/.{4}/g)!.join('-');
    if ((await passwordPolicy.problemOf(password, email)) === null) return password;
  }
}

export function createTeam({
  config,
  agency,
  db,
  audit,
  sendEmail,
  passwordPolicy,
}: {
  config: Config;
  agency: Pick<Agency, 'live'>;
  db: Database;
  audit: AuditLog;
  sendEmail: SendEmail;
  passwordPolicy: PasswordPolicy;
}) {
  const { TeamMember } = db.models;
  // Without a mail server the outbox writes .eml files nobody reads: the password is shown once instead.
  const mailConfigured = config.mail.smtpUrl !== null;

  async function findMember(id: number, transaction?: Transaction): Promise<TeamMember> {
    const member = await TeamMember.findByPk(id, { transaction });
    if (!member) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
    return member;
  }

  /** Hands a fresh temporary password over: by e-mail when possible, else in the answer (once). */
  async function handOver(member: TeamMember, password: string, reason: 'invite' | 'reset') {
    const emailed = mailConfigured && (await sendEmail(temporaryPasswordEmail(await agency.live(config), member, password, reason)));
    return { success: true as const, member: presentMember(member), temporaryPassword: emailed ? null : password, emailed };
  }

  return {
    /** GET /api/admin/team: every member, titolari first, then by name. */
    async list(): Promise<TeamMemberSummary[]> {
      const members = await TeamMember.findAll({
        order: [
          ['role', 'DESC'],
          ['email', 'ASC'],
        ],
      });
      return members.map(presentMember);
    },

    /** GET /api/admin/assignees: who a lead can be assigned to (enabled members). */
    /** GET /api/admin/assignees: every member, to name who a lead is assigned to (the pickers offer the enabled ones). */
    async assignees(): Promise<AssigneeSummary[]> {
      const members = await TeamMember.findAll({ order: [['email', 'ASC']] });
      return members.map(presentAssignee);
    },

    /** The member (enabled) a lead may be assigned to, or 404. */
    async assignable(id: number): Promise<TeamMember> {
      const member = await TeamMember.findByPk(id);
      if (!member || member.disabledAt) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
      return member;
    },

    /** POST /api/admin/team: a new member with a temporary password, to change at sign-in; an e-mail already in the team is a 409. */
    async invite(actor: AuditActor, invitation: InviteMember) {
      const email = normalizeEmail(invitation.email);
      const password = await temporaryPassword(passwordPolicy, email);
      const passwordHash = await hashPassword(password);
      const member = await db.write(async (transaction) => {
        if (await TeamMember.findOne({ where: { email }, transaction })) throw conflict('Questa email fa già parte del team.');
        const created = await TeamMember.create(
          { email, name: invitation.name ?? null, role: invitation.role, passwordHash, mustChangePassword: true },
          { transaction },
        );
        await audit.record(
          actor,
          { action: 'team.invite', entityType: 'admin_user', entityId: created.id, before: null, after: { email, role: invitation.role } },
          transaction,
        );
        return created;
      });
      return handOver(member, password, 'invite');
    },

    /** PATCH /api/admin/team/:id: role and/or disabled; a titolare cannot change their own, so one always remains. */
    async update(actor: AuditActor, id: number, change: UpdateMember): Promise<TeamMemberSummary> {
      if (id === actor.id) throw conflict(SELF_CHANGE_MESSAGE);
      return db.write(async (transaction) => {
        const member = await findMember(id, transaction);
        const before = { role: member.role, disabled: member.disabledAt !== null };
        if (change.role) member.role = change.role satisfies StaffRole;
        if (change.disabled === true && !member.disabledAt) {
          member.disabledAt = new Date();
          member.sessionVersion += 1;
        } else if (change.disabled === false) member.disabledAt = null;
        await member.save({ transaction });
        const after = { role: member.role, disabled: member.disabledAt !== null };
        await audit.record(actor, { action: 'team.update', entityType: 'admin_user', entityId: member.id, before, after }, transaction);
        return presentMember(member);
      });
    },

    /** POST /api/admin/team/:id/reset-password: a new temporary password, to change at sign-in; the member's sessions end. */
    async resetPassword(actor: AuditActor, id: number) {
      const password = await temporaryPassword(passwordPolicy, (await findMember(id)).email);
      const passwordHash = await hashPassword(password);
      const member = await db.write(async (transaction) => {
        const found = await findMember(id, transaction);
        found.passwordHash = passwordHash;
        found.mustChangePassword = true;
        found.sessionVersion += 1;
        await found.save({ transaction });
        await audit.record(
          actor,
          { action: 'team.reset_password', entityType: 'admin_user', entityId: found.id, before: null, after: { sessionsEnded: true } },
          transaction,
        );
        return found;
      });
      return handOver(member, password, 'reset');
    },

    /**
     * POST /api/admin/profile/password: the member's own password, after the current one. Other sessions of
     * the account end; the new session version is returned so the caller's own session goes on.
     */
    async changeOwnPassword(actor: AuditActor, currentPassword: string, newPassword: string): Promise<number> {
      const member = await findMember(actor.id);
      if (!(await verifyPassword(currentPassword, member.passwordHash))) {
        throw validationFailed({ currentPassword: 'La password attuale non è corretta.' });
      }
      const problem = newPassword === currentPassword ? PASSWORD_MESSAGES.unchanged : await passwordPolicy.problemOf(newPassword, member.email);
      if (problem) throw validationFailed({ newPassword: problem });
      const passwordHash = await hashPassword(newPassword);
      return db.write(async (transaction) => {
        const fresh = await findMember(actor.id, transaction);
        fresh.passwordHash = passwordHash;
        fresh.mustChangePassword = false;
        fresh.sessionVersion += 1;
        await fresh.save({ transaction });
        await audit.record(
          actor,
          { action: 'profile.password', entityType: 'admin_user', entityId: fresh.id, before: null, after: { otherSessionsEnded: true } },
          transaction,
        );
        return fresh.sessionVersion;
      });
    },
  };
}

export type Team = ReturnType<typeof createTeam>;
