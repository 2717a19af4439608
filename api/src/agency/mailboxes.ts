/**
 * Who the product's e-mails go to and come from, as the agency is set up now (read at every message, so a
 * save in 'Impostazioni agenzia' counts from the next e-mail on, on every instance, without a restart):
 *
 * - the agency's inbox is AGENCY_EMAIL, else the e-mail saved in 'Impostazioni agenzia'. Until there is
 *   one, what would go there goes to every enabled titolare, and to the lead's member when it has one: a new
 *   lead is never told to nobody;
 * - the sender is MAIL_FROM, else the agency's inbox, else no-reply at the site's host, with the agency's name;
 * - an owner's reply reaches the member who works their lead, else the agency's inbox, else the titolare;
 * - a calendar invitation's answers go to the agency's inbox, else to the member who goes.
 */
import { Op } from 'sequelize';
import type { Agency } from './agency.service.js';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import type { Sender } from '../infra/mail/transport.js';

export function createMailboxes({
  config,
  agency,
  db,
}: {
  config: Pick<Config, 'mail' | 'publicUrl'>;
  agency: Pick<Agency, 'current'>;
  db: Pick<Database, 'models'>;
}) {
  const { TeamMember } = db.models;

  /** AGENCY_EMAIL, else the agency's saved e-mail; null while neither is set (a fresh install). */
  async function agencyEmail(): Promise<string | null> {
    return config.mail.agencyEmail ?? ((await agency.current()).brand.email || null);
  }

  /** The enabled titolari's addresses, the oldest account first. */
  async function titolari(): Promise<string[]> {
    const members = await TeamMember.findAll({
      attributes: ['email'],
      where: { role: 'titolare', disabledAt: null },
      order: [['id', 'ASC']],
    });
    return members.map((member) => member.email);
  }

  /** The addresses of the enabled members among `ids`, in their order. */
  async function membersOf(ids: Array<number | null | undefined>): Promise<string[]> {
    const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
    if (wanted.length === 0) return [];
    const members = await TeamMember.findAll({ attributes: ['id', 'email'], where: { id: { [Op.in]: wanted }, disabledAt: null } });
    const byId = new Map(members.map((member) => [member.id, member.email]));
    return wanted.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    agencyEmail,

    /**
     * Where a notification for the agency goes: its inbox; without one, every enabled titolare and the
     * lead's member (`memberId`), each once. Empty only with no inbox and no enabled titolare.
     */
    async agencyInbox(memberId?: number | null): Promise<string[]> {
      const inbox = await agencyEmail();
      if (inbox) return [inbox];
      const [owners, member] = await Promise.all([titolari(), membersOf([memberId])]);
      return [...new Set([...owners, ...member])];
    },

    /**
     * The Reply-To of an e-mail to an owner: the first enabled member of `memberIds` (who goes to the
     * appointment, who works the lead), else the agency's inbox, else the oldest titolare; null when nobody
     * would read a reply, and then no text may ask for one.
     */
    async ownerReplyTo(...memberIds: Array<number | null | undefined>): Promise<string | null> {
      const [member] = await membersOf(memberIds);
      if (member) return member;
      return (await agencyEmail()) ?? (await titolari())[0] ?? null;
    },

    /**
     * The ORGANIZER of an appointment's invitation, whom the owner's 'Accetta / Rifiuta' goes to: the agency's
     * inbox, else the member who goes (by their name, else the agency's), else the oldest titolare.
     */
    async calendarOrganizer(member: { name: string | null; email: string } | null): Promise<{ name: string; email: string }> {
      const { brand } = await agency.current();
      const inbox = await agencyEmail();
      if (inbox) return { name: brand.agencyName, email: inbox };
      if (member) return { name: member.name?.trim() || brand.agencyName, email: member.email };
      const [titolare] = await titolari();
      return { name: brand.agencyName, email: titolare ?? `no-reply@${new URL(config.publicUrl).hostname}` };
    },

    /** The From of every e-mail: MAIL_FROM, else the agency's inbox, else no-reply at the site's host. */
    async sender(): Promise<Sender> {
      if (config.mail.from) return config.mail.from;
      const { brand } = await agency.current();
      const address = (await agencyEmail()) ?? `no-reply@${new URL(config.publicUrl).hostname}`;
      return { name: brand.agencyName, address };
    },
  };
}

export type Mailboxes = ReturnType<typeof createMailboxes>;
