/**
 * The home owners (found or created by e-mail when they leave their data) and the five parts of an owner's
 * card: the owner, their valuations, leads, appointments and conversations. An owner keeps the details of their
 * first form; the staff may replace them with a later lead's (detailsFromContact).
 */
import { Op, QueryTypes, type WhereOptions } from 'sequelize';
import type { AuditActor, AuditLog } from '../audit/audit.service.js';
import {
  OWNER_NOT_FOUND_MESSAGE,
  type OwnerAppointment,
  type AdminConversation,
  type OwnerContact,
  type OwnerDetail,
  type OwnerSummary,
  type AdminValuation,
} from '@valuta/shared';
import { presentAppointment } from '../appointments/appointments.presenter.js';
import { presentConversation } from '../chat/chat.presenter.js';
import { isoOf, toIso } from '../infra/db/dates.js';
import type { Database } from '../infra/db/index.js';
import type { Owner } from '../models/Owner.js';
import { notFound } from '../infra/errors.js';
import { CONTACT_NOT_FOUND } from '../leads/leads.admin.not-found.js';
import { presentValuation } from '../valuation/valuation.presenter.js';
import { SERVICE_TYPE_BY_SOURCE, presentOwner, ownerAppointmentStatus, ownerContactStatus, type ValuationAggregate } from './owners.presenter.js';

/** An owner's leads: those linked to them, and any left with the same e-mail before the link existed. */
function leadsOf(owner: Owner): WhereOptions {
  return { [Op.or]: [{ userId: owner.id }, { email: owner.email }] };
}

const NEWEST_FIRST: Array<[string, 'DESC']> = [
  ['createdAt', 'DESC'],
  ['id', 'DESC'],
];

/** Phone numbers compared as dialled: digits only, without the Italian prefix. */
function samePhone(a: string | null, b: string | null): boolean {
  const digits = (phone: string | null) => (phone ?? '').replace(/\D/g, '').replace(/^(0039|39(?=\d{9,}))/, '');
  return digits(a) === digits(b);
}

export function createOwners({ db, audit }: { db: Database; audit: AuditLog }) {
  const { Owner, Valuation, Contact, Appointment, ChatMessage } = db.models;

  async function valuationAggregates(userId?: number): Promise<Map<number, ValuationAggregate>> {
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

  async function findOwner(id: number): Promise<Owner> {
    const owner = await Owner.findByPk(id);
    if (!owner) throw notFound(OWNER_NOT_FOUND_MESSAGE);
    return owner;
  }

  const owners = {
    /** GET /api/admin/users: every owner, newest first (the screen pages and searches on the client). */
    async list(): Promise<OwnerSummary[]> {
      const [owners, aggregates] = await Promise.all([Owner.findAll({ order: NEWEST_FIRST }), valuationAggregates()]);
      return owners.map((owner) => presentOwner(owner, aggregates.get(owner.id)));
    },

    /** GET /api/admin/users/:id */
    async detail(id: number): Promise<OwnerDetail> {
      const owner = await findOwner(id);
      const [aggregates, contactsCount, appointmentsCount] = await Promise.all([
        valuationAggregates(owner.id),
        Contact.count({ where: leadsOf(owner) }),
        Appointment.count({ where: { userId: owner.id } }),
      ]);
      const aggregate = aggregates.get(owner.id);
      return {
        ...presentOwner(owner, aggregate),
        gdpr_consent_at: toIso(owner.gdprConsentAt),
        contacts_count: contactsCount,
        appointments_count: appointmentsCount,
        completed_valuations_count: Number(aggregate?.completed_count ?? 0),
      };
    },

    /** GET /api/admin/users/:id/valuations */
    async valuations(id: number): Promise<AdminValuation[]> {
      const owner = await findOwner(id);
      const valuations = await Valuation.findAll({
        where: { userId: owner.id },
        order: [
          ['createdAt', 'DESC'],
          ['id', 'ASC'],
        ],
      });
      const contacts = await Contact.findAll({
        attributes: ['valuationId', 'name', 'email', 'phone'],
        where: { valuationId: { [Op.in]: valuations.map((valuation) => valuation.id) } },
      });
      const byValuation = new Map(contacts.map((contact) => [contact.valuationId, contact]));
      return valuations.map((valuation) => presentValuation(valuation, byValuation.get(valuation.id) ?? null));
    },

    /** GET /api/admin/users/:id/contacts */
    async contacts(id: number): Promise<OwnerContact[]> {
      const owner = await findOwner(id);
      const contacts = await Contact.findAll({ where: leadsOf(owner), order: NEWEST_FIRST });
      const open = await Appointment.findAll({
        attributes: ['contactId'],
        where: { contactId: { [Op.in]: contacts.map((contact) => contact.id) }, status: { [Op.in]: ['pending', 'confirmed'] } },
      });
      const withAppointment = new Set(open.map((appointment) => appointment.contactId));
      return contacts.map((contact) => ({
        id: contact.id,
        created_at: isoOf(contact.createdAt),
        name: contact.name,
        phone: contact.phone,
        differs_from_user: contact.name.trim() !== (owner.name ?? '').trim() || !samePhone(contact.phone, owner.phone),
        valuation_id: contact.valuationId,
        service_type: SERVICE_TYPE_BY_SOURCE[contact.source] ?? contact.source,
        status: ownerContactStatus(contact.status, withAppointment.has(contact.id)),
        admin_notes: contact.adminNotes ?? null,
      }));
    },

    /**
     * PUT /api/admin/users/:id/details: the owner takes the name and phone of one of their leads, audited. The
     * lead must be theirs (linked to them, or left with their e-mail).
     */
    async detailsFromContact(actor: AuditActor, id: number, contactId: number): Promise<OwnerDetail> {
      await db.write(async (transaction) => {
        const owner = await Owner.findByPk(id, { transaction });
        if (!owner) throw notFound(OWNER_NOT_FOUND_MESSAGE);
        const contact = await Contact.findOne({ where: { [Op.and]: [{ id: contactId }, leadsOf(owner)] }, transaction });
        if (!contact) throw notFound(CONTACT_NOT_FOUND);
        const before = { name: owner.name, phone: owner.phone };
        await owner.update({ name: contact.name, phone: contact.phone }, { transaction });
        await audit.record(
          actor,
          {
            action: 'user.details_from_contact',
            entityType: 'user',
            entityId: owner.id,
            before,
            after: { name: owner.name, phone: owner.phone, contactId },
          },
          transaction,
        );
      });
      return owners.detail(id);
    },

    /** GET /api/admin/users/:id/appointments */
    async appointments(id: number): Promise<OwnerAppointment[]> {
      const owner = await findOwner(id);
      const appointments = await Appointment.findAll({ where: { userId: owner.id }, order: NEWEST_FIRST });
      return appointments.map((appointment) => ({
        ...presentAppointment(appointment, owner.name),
        status: ownerAppointmentStatus(appointment.status),
      }));
    },

    /** GET /api/admin/users/:id/conversations: one per valuation, with its messages. */
    async conversations(id: number): Promise<AdminConversation[]> {
      const owner = await findOwner(id);
      const valuations = await Valuation.findAll({
        attributes: ['id', 'status', 'completedAt', 'createdAt'],
        where: { userId: owner.id },
        order: [
          ['createdAt', 'DESC'],
          ['id', 'ASC'],
        ],
      });
      const messages = await ChatMessage.findAll({
        where: { valuationId: { [Op.in]: valuations.map((valuation) => valuation.id) } },
        order: [['id', 'ASC']],
      });
      return valuations.map((valuation) =>
        presentConversation(
          valuation,
          messages.filter((message) => message.valuationId === valuation.id),
        ),
      );
    },
  };
  return owners;
}
