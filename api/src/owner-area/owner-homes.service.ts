/**
 * 'La mia casa': the owner's homes (each completed valuation of theirs) with the estimate and its history,
 * the appointments, the agent and, once the agency has the mandate, the selling dashboard; and what the
 * owner may change there: move or cancel an appointment. Any home or appointment not the owner's is 404.
 */
import { Op } from 'sequelize';
import {
  OWNER_APPOINTMENT_UNCHANGEABLE_MESSAGE,
  OWNER_MOVE_PAST_MESSAGE,
  formatIsoDay,
  type OwnerAreaAppointment,
  type OwnerAreaAppointmentRequest,
  type OwnerCancelRequest,
  type OwnerHome,
  type OwnerHomesResponse,
  type OwnerMoveRequest,
  type OwnerSelling,
} from '@valuta/shared';
import type { AuditLog } from '../audit/audit.service.js';
import type { Mailboxes } from '../agency/mailboxes.js';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import { conflict, notFound, validationFailed } from '../infra/errors.js';
import type { SendEmail } from '../infra/mail/mailer.js';
import type { Contact } from '../models/Contact.js';
import type { LeadOutcome } from '../models/LeadOutcome.js';
import type { SellingEntry } from '../models/SellingEntry.js';
import { presentSummary } from '../valuation/valuation.presenter.js';
import { agencyOwnerRequestEmail } from './owner-area.emails.js';
import {
  presentActivity,
  presentAgent,
  presentHomeSummary,
  presentOffer,
  presentOwnerAppointment,
  presentVersions,
  presentViewing,
} from './owner-home.presenter.js';
import { readOwnerRequest } from './appointment-requests.js';
import type { OwnerRows } from './owner-rows.js';

export const HOME_NOT_FOUND_MESSAGE = 'Casa non trovata';
export const APPOINTMENT_NOT_FOUND_MESSAGE = 'Appuntamento non trovato';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Deps {
  config: Config;
  mailboxes: Pick<Mailboxes, 'agencyInbox'>;
  db: Database;
  rows: OwnerRows;
  audit: AuditLog;
  sendEmail: SendEmail;
}

export function createOwnerHomes({ config, mailboxes, db, rows, audit, sendEmail }: Deps) {
  const { Valuation, ValuationVersion, Appointment, LeadOutcome, SellingEntry, TeamMember } = db.models;

  /** A home's columns the page shows: not the chat's memory (engine_state), the largest of them. */
  const HOME_ATTRIBUTES = { exclude: ['engineState'] };
  const homeIds = (contacts: Contact[]) => [...new Set(contacts.map((contact) => contact.valuationId).filter((id): id is string => id !== null))];

  async function mandates(contacts: Contact[]): Promise<LeadOutcome[]> {
    if (!contacts.length) return [];
    return LeadOutcome.findAll({ where: { contactId: contacts.map((contact) => contact.id), outcome: 'mandate' } });
  }

  /** What the owner sees of the selling of their homes' leads: newest first, the lead's kept with each. */
  function sellingEntries(contacts: Contact[]) {
    return SellingEntry.findAll({
      where: { contactId: contacts.map((contact) => contact.id), visibleToOwner: true },
      order: [
        ['date', 'DESC'],
        ['id', 'DESC'],
      ],
    });
  }

  function sellingOf(outcome: LeadOutcome, entries: SellingEntry[], now: Date): OwnerSelling {
    const ofMandate = entries.filter((entry) => entry.contactId === outcome.contactId);
    const viewings = ofMandate.filter((entry) => entry.kind === 'viewing').map(presentViewing);
    const offers = ofMandate.filter((entry) => entry.kind === 'offer').map(presentOffer);
    return {
      mandate_since: formatIsoDay(outcome.createdAt),
      days_on_market: Math.max(0, Math.floor((now.getTime() - outcome.createdAt.getTime()) / DAY_MS)),
      asking_price: outcome.mandatePrice,
      viewings_count: viewings.length,
      offers_count: offers.length,
      viewings,
      offers,
      activities: ofMandate.filter((entry) => entry.kind === 'activity').map(presentActivity),
    };
  }

  /** The owner's appointment `id`, or 404. */
  async function ownAppointment(email: string, id: number) {
    const contacts = await rows.contacts(email);
    const appointment = await Appointment.findOne({ where: { [Op.and]: [{ id }, rows.appointmentsOf(email, contacts)] } });
    if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND_MESSAGE);
    return appointment;
  }

  async function request(email: string, id: number, ownerRequest: OwnerAreaAppointmentRequest, now: Date): Promise<OwnerAreaAppointment> {
    const appointment = await ownAppointment(email, id);
    if (!presentOwnerAppointment(appointment, now).can_change) throw conflict(OWNER_APPOINTMENT_UNCHANGEABLE_MESSAGE);
    await db.write(async (transaction) => {
      const before = readOwnerRequest(appointment.ownerRequest);
      await appointment.update({ ownerRequest: { ...ownerRequest } }, { transaction });
      await audit.recordByOwner(
        {
          action: `owner.appointment_${ownerRequest.kind}_requested`,
          entityType: 'appointment',
          entityId: appointment.id,
          before: { request: before },
          after: { request: ownerRequest },
        },
        transaction,
      );
    });
    // The agency, and the member who goes to the appointment: the request is theirs to answer.
    const about = { type: 'appointment', id: appointment.id };
    const inbox = await mailboxes.agencyInbox(appointment.assigneeId);
    const notice = agencyOwnerRequestEmail(config, appointment, ownerRequest, inbox);
    await sendEmail({ ...notice, about });
    const assignee =
      appointment.assigneeId === null ? null : await TeamMember.findByPk(appointment.assigneeId, { attributes: ['email', 'disabledAt'] });
    if (assignee && assignee.disabledAt === null && !inbox.includes(assignee.email)) await sendEmail({ ...notice, to: assignee.email, about });
    return presentOwnerAppointment(appointment, now);
  }

  return {
    /** GET /api/area-venditore/homes */
    async list(email: string): Promise<OwnerHomesResponse> {
      const contacts = await rows.contacts(email);
      const ids = homeIds(contacts);
      if (!ids.length) return { homes: [] };
      const [valuations, outcomes] = await Promise.all([
        Valuation.findAll({ attributes: HOME_ATTRIBUTES, where: { id: ids, status: 'completed' }, order: [['createdAt', 'DESC']] }),
        mandates(contacts),
      ]);
      const selling = new Set(outcomes.map((outcome) => contacts.find((contact) => contact.id === outcome.contactId)?.valuationId));
      return { homes: valuations.map((valuation) => presentHomeSummary(valuation, selling.has(valuation.id))) };
    },

    /**
     * GET /api/area-venditore/homes/:id, in two rounds of reads: the owner's leads beside the home, then
     * everything shown of it at once (the selling entries of all its leads, kept for the one with the mandate).
     */
    async detail(email: string, homeId: string, now = new Date()): Promise<OwnerHome> {
      const [contacts, valuation] = await Promise.all([
        rows.contacts(email),
        Valuation.findOne({ attributes: HOME_ATTRIBUTES, where: { id: homeId, status: 'completed' } }),
      ]);
      const ofHome = contacts.filter((contact) => contact.valuationId === homeId);
      if (!ofHome.length || !valuation) throw notFound(HOME_NOT_FOUND_MESSAGE);
      const agentId = ofHome.find((contact) => contact.assignedAdminId !== null)?.assignedAdminId ?? null;
      const [versions, appointments, outcomes, agent, entries] = await Promise.all([
        ValuationVersion.findAll({ where: { valuationId: homeId }, order: [['version', 'DESC']] }),
        Appointment.findAll({
          where: { [Op.or]: [{ valuationId: homeId }, { contactId: ofHome.map((contact) => contact.id) }] },
          order: [
            ['createdAt', 'DESC'],
            ['id', 'DESC'],
          ],
        }),
        mandates(ofHome),
        agentId === null ? null : TeamMember.findByPk(agentId),
        sellingEntries(ofHome),
      ]);
      const mandate = outcomes[0];
      return {
        ...presentHomeSummary(valuation, mandate !== undefined),
        summary: presentSummary(valuation, ofHome[0]!.name),
        versions: presentVersions(valuation, versions),
        appointments: appointments.map((appointment) => presentOwnerAppointment(appointment, now)),
        agent: presentAgent(agent),
        selling_dashboard: mandate ? sellingOf(mandate, entries, now) : null,
      };
    },

    /** POST /api/area-venditore/appointments/:id/move: a request the agency answers; the appointment stays as it is until then. */
    async move(email: string, id: number, body: OwnerMoveRequest, now = new Date()): Promise<OwnerAreaAppointment> {
      if (body.date <= formatIsoDay(now)) throw validationFailed({ date: OWNER_MOVE_PAST_MESSAGE });
      return request(
        email,
        id,
        { kind: 'move', state: 'in_attesa', date: body.date, time_slot: body.time_slot, reason: body.note || null, created_at: now.toISOString() },
        now,
      );
    },

    /** POST /api/area-venditore/appointments/:id/cancel */
    async cancel(email: string, id: number, body: OwnerCancelRequest, now = new Date()): Promise<OwnerAreaAppointment> {
      return request(
        email,
        id,
        { kind: 'cancel', state: 'in_attesa', date: null, time_slot: null, reason: body.reason, created_at: now.toISOString() },
        now,
      );
    },
  };
}
