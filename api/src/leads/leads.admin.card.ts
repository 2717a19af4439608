/**
 * A lead's card in the back office (GET /api/admin/contacts/:id/details) and a valuation's conversation: what
 * the owner did (every valuation of theirs with its versions, the chat of the lead's own), their appointments,
 * the speed to lead and the sale's outcome.
 */
import { Op, type WhereOptions } from 'sequelize';
import { PUBLIC_TIME_SLOT_LABELS, type ContactDetailsResponse, type ConversationResponse, type TimeSlot } from '@valuta/shared';
import type { AppointmentsAdmin } from '../appointments/appointments.admin.service.js';
import { presentConversation } from '../chat/chat.presenter.js';
import type { Database } from '../infra/db/index.js';
import { notFound } from '../infra/errors.js';
import type { LeadWorkReader } from '../lead-work/lead-work.reader.js';
import type { Contact } from '../models/Contact.js';
import type { Valuation } from '../models/Valuation.js';
import type { Outcomes } from '../outcomes/outcomes.service.js';
import { presentValuation, type ValuationContact } from '../valuation/valuation.presenter.js';
import { createValuationVersions } from '../valuation/valuation-versions.js';
import { CONTACT_NOT_FOUND, VALUATION_NOT_FOUND } from './leads.admin.not-found.js';
import { speedToLead } from './leads.admin.speed.js';
import { presentContactDetail } from './leads.presenter.js';

export function createLeadCard({
  db,
  appointments,
  outcomes,
  work,
}: {
  db: Database;
  appointments: Pick<AppointmentsAdmin, 'present'>;
  outcomes: Pick<Outcomes, 'of'>;
  work: Pick<LeadWorkReader, 'of'>;
}) {
  const { Appointment, ChatMessage, Contact, Valuation } = db.models;
  const valuationVersions = createValuationVersions(db);

  /** Every valuation of the lead's customer, newest first; the lead's own is always among them. */
  async function valuationsOfLead(contact: Contact): Promise<Valuation[]> {
    const conditions: WhereOptions[] = [];
    if (contact.userId !== null) conditions.push({ userId: contact.userId });
    if (contact.valuationId) conditions.push({ id: contact.valuationId });
    if (conditions.length === 0) return [];
    return Valuation.findAll({
      where: { [Op.or]: conditions },
      order: [
        ['createdAt', 'DESC'],
        ['id', 'ASC'],
      ],
    });
  }

  /** Who left each valuation's contact data, for the contactName/contactEmail/contactPhone fields. */
  async function contactsOfValuations(valuationIds: string[]): Promise<Map<string, ValuationContact>> {
    if (valuationIds.length === 0) return new Map();
    const contacts = await Contact.findAll({
      attributes: ['valuationId', 'name', 'email', 'phone'],
      where: { valuationId: { [Op.in]: valuationIds } },
      order: [['id', 'ASC']],
    });
    const byValuation = new Map<string, ValuationContact>();
    for (const contact of contacts) {
      if (contact.valuationId && !byValuation.has(contact.valuationId)) byValuation.set(contact.valuationId, contact);
    }
    return byValuation;
  }

  /** The appointments of the lead and of its customer, newest first. */
  function appointmentsOfLead(contact: Contact) {
    const scope: WhereOptions[] = [{ contactId: contact.id }];
    if (contact.userId !== null) scope.push({ userId: contact.userId });
    return Appointment.findAll({
      where: { [Op.or]: scope },
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
    });
  }

  async function conversationOf(valuation: Valuation) {
    const messages = await ChatMessage.findAll({ where: { valuationId: valuation.id }, order: [['id', 'ASC']] });
    return presentConversation(valuation, messages);
  }

  return {
    /** GET /api/admin/contacts/:id/details: the card. */
    async details(id: number): Promise<ContactDetailsResponse> {
      const contact = await Contact.findByPk(id);
      if (!contact) throw notFound(CONTACT_NOT_FOUND);
      const valuations = await valuationsOfLead(contact);
      const [valuationContacts, appointmentRows, wait, outcome, states] = await Promise.all([
        contactsOfValuations(valuations.map((valuation) => valuation.id)),
        appointmentsOfLead(contact),
        speedToLead(db, contact),
        outcomes.of(contact.id),
        work.of([contact.id]),
      ]);
      const selected = valuations.find((valuation) => valuation.id === contact.valuationId) ?? valuations[0] ?? null;
      const versions = await valuationVersions.of(valuations.map((valuation) => valuation.id));
      const present = (valuation: Valuation) => {
        const presented = presentValuation(valuation, valuationContacts.get(valuation.id) ?? null);
        const history = versions.get(valuation.id);
        return history ? { ...presented, versions: history } : presented;
      };
      return {
        contact: presentContactDetail(contact),
        allUserValuations: valuations.map(present),
        valuationsCount: valuations.length,
        appointments: await appointments.present(appointmentRows),
        valuation: selected ? present(selected) : null,
        conversation: selected ? await conversationOf(selected) : null,
        speedToLead: wait,
        ...outcome,
        work: states.get(contact.id)!,
        callbackWindow: contact.preferredTime ? (PUBLIC_TIME_SLOT_LABELS[contact.preferredTime as TimeSlot] ?? null) : null,
      };
    },

    /** GET /api/admin/valuations/:id/conversation */
    async conversation(valuationId: string): Promise<ConversationResponse> {
      const valuation = await Valuation.findByPk(valuationId, { attributes: ['id', 'status', 'completedAt', 'createdAt'] });
      if (!valuation) throw notFound(VALUATION_NOT_FOUND);
      const conversation = await conversationOf(valuation);
      return { conversation, messages: conversation.messages };
    },
  };
}
