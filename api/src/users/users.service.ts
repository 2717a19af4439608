/**
 * The customers (users found or created by e-mail when they leave their data) and the five lists of the
 * user view: the user, their valuations, leads, appointments and conversations.
 */
import { Op, QueryTypes, type WhereOptions } from 'sequelize';
import {
  USER_NOT_FOUND_MESSAGE,
  type AdminAppointment,
  type AdminConversation,
  type AdminUserContact,
  type AdminUserDetail,
  type AdminUserSummary,
  type AdminValuation,
} from '@valuta/shared';
import type { Database } from '../infra/db/index.js';
import type { Contact } from '../infra/db/models/Contact.js';
import type { User } from '../infra/db/models/User.js';
import { notFound } from '../infra/errors.js';
import { isoOf, toIso } from '../infra/db/dates.js';
import { presentAppointment, presentConversation, presentValuation } from '../leads/leads.presenter.js';

interface ValuationAggregate {
  user_id: number | string;
  valuations_count: number | string;
  completed_count: number | string;
  last_valuation_date: Date | string | null;
}

async function valuationAggregates(db: Database, userId?: number): Promise<Map<number, ValuationAggregate>> {
  const rows = await db.sequelize.query<ValuationAggregate>(
    `SELECT user_id, COUNT(*) AS valuations_count,
            SUM(CASE WHEN completed_at IS NOT NULL OR status = 'completed' THEN 1 ELSE 0 END) AS completed_count,
            MAX(created_at) AS last_valuation_date
       FROM valuations
      WHERE user_id ${userId === undefined ? 'IS NOT NULL' : '= :userId'}
      GROUP BY user_id`,
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
  return new Map(rows.map((row) => [Number(row.user_id), row]));
}

function presentUser(user: User, aggregate: ValuationAggregate | undefined): AdminUserSummary {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    created_at: isoOf(user.createdAt),
    last_valuation_date: toIso(aggregate?.last_valuation_date ?? null),
    valuations_count: Number(aggregate?.valuations_count ?? 0),
    gdpr_consent: user.gdprConsent,
  };
}

/** Every user, newest first (the list pages and searches on the client, spec §2). */
export async function listUsers(db: Database): Promise<AdminUserSummary[]> {
  const [users, aggregates] = await Promise.all([
    db.models.User.findAll({
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
    }),
    valuationAggregates(db),
  ]);
  return users.map((user) => presentUser(user, aggregates.get(user.id)));
}

export async function findUser(db: Database, id: number): Promise<User> {
  const user = await db.models.User.findByPk(id);
  if (!user) throw notFound(USER_NOT_FOUND_MESSAGE);
  return user;
}

/** A user's leads: those linked to them, and any left with the same e-mail before the link existed. */
function leadsOf(user: User): WhereOptions {
  return { [Op.or]: [{ userId: user.id }, { email: user.email }] };
}

export async function userDetail(db: Database, id: number): Promise<AdminUserDetail> {
  const user = await findUser(db, id);
  const [aggregates, contactsCount, appointmentsCount] = await Promise.all([
    valuationAggregates(db, user.id),
    db.models.Contact.count({ where: leadsOf(user) }),
    db.models.Appointment.count({ where: { userId: user.id } }),
  ]);
  const aggregate = aggregates.get(user.id);
  return {
    ...presentUser(user, aggregate),
    gdpr_consent_at: toIso(user.gdprConsentAt),
    contacts_count: contactsCount,
    appointments_count: appointmentsCount,
    completed_valuations_count: Number(aggregate?.completed_count ?? 0),
  };
}

export async function userValuations(db: Database, id: number): Promise<AdminValuation[]> {
  const user = await findUser(db, id);
  const valuations = await db.models.Valuation.findAll({
    where: { userId: user.id },
    order: [
      ['createdAt', 'DESC'],
      ['id', 'ASC'],
    ],
  });
  const contacts = await db.models.Contact.findAll({
    attributes: ['valuationId', 'name', 'email', 'phone'],
    where: { valuationId: { [Op.in]: valuations.map((valuation) => valuation.id) } },
  });
  const byValuation = new Map(contacts.map((contact) => [contact.valuationId, contact]));
  return valuations.map((valuation) => presentValuation(valuation, byValuation.get(valuation.id) ?? null));
}

/**
 * The user view names lead states in its own words (spec §4): a lead with an open appointment reads
 * 'appuntamento' unless it is closed; otherwise new and read are 'nuovo', contacted 'contattato', closed 'chiuso'.
 */
export function userContactStatus(status: string, hasOpenAppointment: boolean): string {
  if (status === 'closed') return 'chiuso';
  if (hasOpenAppointment) return 'appuntamento';
  if (status === 'contacted') return 'contattato';
  return 'nuovo';
}

export const SERVICE_TYPE_BY_SOURCE: Record<string, string> = { chat: 'valutazione' };

export async function userContacts(db: Database, id: number): Promise<AdminUserContact[]> {
  const user = await findUser(db, id);
  const contacts: Contact[] = await db.models.Contact.findAll({
    where: leadsOf(user),
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
  });
  const open = await db.models.Appointment.findAll({
    attributes: ['contactId'],
    where: { contactId: { [Op.in]: contacts.map((contact) => contact.id) }, status: { [Op.in]: ['pending', 'confirmed'] } },
  });
  const withAppointment = new Set(open.map((appointment) => appointment.contactId));
  return contacts.map((contact) => ({
    id: contact.id,
    created_at: isoOf(contact.createdAt),
    valuation_id: contact.valuationId,
    service_type: SERVICE_TYPE_BY_SOURCE[contact.source] ?? contact.source,
    status: userContactStatus(contact.status, withAppointment.has(contact.id)),
    admin_notes: contact.adminNotes ?? null,
  }));
}

/** The user view's words for appointment states: confirmed 'programmato', cancelled 'annullato'. */
export function userAppointmentStatus(status: string): string {
  if (status === 'confirmed') return 'programmato';
  if (status === 'cancelled') return 'annullato';
  return status;
}

export async function userAppointments(db: Database, id: number): Promise<AdminAppointment[]> {
  const user = await findUser(db, id);
  const appointments = await db.models.Appointment.findAll({
    where: { userId: user.id },
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
  });
  return appointments.map((appointment) => ({
    ...presentAppointment(appointment, user.name),
    status: userAppointmentStatus(appointment.status),
  }));
}

export async function userConversations(db: Database, id: number): Promise<AdminConversation[]> {
  const user = await findUser(db, id);
  const valuations = await db.models.Valuation.findAll({
    attributes: ['id', 'status', 'completedAt', 'createdAt'],
    where: { userId: user.id },
    order: [
      ['createdAt', 'DESC'],
      ['id', 'ASC'],
    ],
  });
  const messages = await db.models.ChatMessage.findAll({
    where: { valuationId: { [Op.in]: valuations.map((valuation) => valuation.id) } },
    order: [['id', 'ASC']],
  });
  return valuations.map((valuation) =>
    presentConversation(
      valuation,
      messages.filter((message) => message.valuationId === valuation.id),
    ),
  );
}
