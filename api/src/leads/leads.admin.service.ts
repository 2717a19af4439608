/**
 * The leads of the valuation chat as the back office works them: the paged list, the card with everything
 * the owner did, one change at a time (with its audit record), deletion, and a valuation's conversation.
 */
import { Op, type WhereOptions } from 'sequelize';
import {
  PUBLIC_TIME_SLOT_LABELS,
  type TimeSlot,
  type ContactStatus,
  type LeadType,
  type ContactDetailsResponse,
  type ContactListItem,
  type ContactUpdate,
  type ContactsFilterQuery,
  type ConversationResponse,
  type FilteredContactsListResponse,
  type SpeedToLead,
} from '@valuta/shared';
import type { AppointmentsAdmin } from '../appointments/appointments.admin.service.js';
import type { AuditActor, AuditLog } from '../audit/audit.service.js';
import type { Activities, ActivityAuthor } from '../lead-work/activities.service.js';
import type { LeadWorkReader } from '../lead-work/lead-work.reader.js';
import { presentConversation } from '../chat/chat.presenter.js';
import type { Database } from '../infra/db/index.js';
import { plannedPerCall } from '../infra/db/statements.js';
import type { Contact } from '../models/Contact.js';
import type { Valuation } from '../models/Valuation.js';
import { notFound } from '../infra/errors.js';
import type { Outcomes } from '../outcomes/outcomes.service.js';
import { presentValuation, type ValuationContact } from '../valuation/valuation.presenter.js';
import { createValuationVersions } from '../valuation/valuation-versions.js';
import { createCountCache } from './leads.admin.counts.js';
import { createPageMarks } from './leads.admin.marks.js';
import { CONTACT_SEARCH, countLeads, listPage, listWhere } from './leads.admin.page.js';
import { createContactSearch } from './leads.admin.search.js';
import { sortedPage } from './leads.admin.sorted.js';
import { createSourcesCache } from './leads.admin.sources.js';
import { presentContactDetail, type ContactListRow } from './leads.presenter.js';

export const CONTACT_NOT_FOUND = 'Contatto non trovato';
export const VALUATION_NOT_FOUND = 'Valutazione non trovata';

/**
 * Audit actions on a lead that are not staff working it: deleting, exporting, and the read mark that opening a
 * new lead's card sets by itself; nor is any read of people's data ('read.…', audit/audit.reads.ts).
 */
export const NOT_WORK_ACTIONS = ['contact.delete', 'contacts.export', 'contact.read'];

/** The seconds between two instants, never negative. */
const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

/**
 * The distinct sources, one index probe each (a loose index scan on (source, created_at, id)) instead of
 * grouping every lead on every page.
 */
const DISTINCT_SOURCES_SQL = `WITH RECURSIVE found(source) AS (
    SELECT MIN(source) FROM contacts
    UNION ALL
    SELECT (SELECT MIN(source) FROM contacts WHERE source > found.source) FROM found WHERE found.source IS NOT NULL
  )
  SELECT source FROM found WHERE source IS NOT NULL`;

export function createLeadsAdmin({
  db,
  audit,
  appointments,
  outcomes,
  activities,
  work,
}: {
  db: Database;
  audit: AuditLog;
  appointments: Pick<AppointmentsAdmin, 'present'>;
  outcomes: Pick<Outcomes, 'of'>;
  activities: Pick<Activities, 'record' | 'contacted'>;
  work: Pick<LeadWorkReader, 'of'>;
}) {
  const { Appointment, AuditLogEntry, ChatMessage, Contact, Owner, Valuation } = db.models;
  const sql = db.statements;
  const searchReader = plannedPerCall(db.sequelize, db.statements);
  const valuationVersions = createValuationVersions(db);
  const counts = createCountCache();
  const contactSearch = createContactSearch(db, CONTACT_SEARCH);
  // Where the last pages of each filter (a search among them) began and ended: PostgreSQL starts a page there.
  const pageMarks = createPageMarks();
  const sourcesKept = createSourcesCache(async () => (await sql.all<{ source: string }>(DISTINCT_SOURCES_SQL)).map((row) => row.source));
  /** After a change made through the back office: its own pages count, find their place and read the sources afresh. */
  const forgetKept = () => {
    counts.forget();
    pageMarks.forget();
    sourcesKept.forget();
  };

  /** The lead's first audited change by staff (status, lead type, notes, assignment…), if any. */
  async function speedToLead(contact: Contact): Promise<SpeedToLead> {
    const first = await AuditLogEntry.findOne({
      attributes: ['createdAt'],
      // Reads ('read.contact', the card opened) are not work either.
      where: { entityType: 'contact', entityId: String(contact.id), action: { [Op.notIn]: NOT_WORK_ACTIONS, [Op.notLike]: 'read.%' } },
      order: [
        ['createdAt', 'ASC'],
        ['id', 'ASC'],
      ],
    });
    if (!first) return { firstChangeAt: null, waitedSeconds: null };
    return { firstChangeAt: first.createdAt.toISOString(), waitedSeconds: secondsBetween(contact.createdAt, first.createdAt) };
  }

  async function findContact(id: number): Promise<Contact> {
    const contact = await Contact.findByPk(id);
    if (!contact) throw notFound(CONTACT_NOT_FOUND);
    return contact;
  }

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

  async function conversationOf(valuation: Valuation) {
    const messages = await ChatMessage.findAll({ where: { valuationId: valuation.id }, order: [['id', 'ASC']] });
    return presentConversation(valuation, messages);
  }

  const UPDATE_COLUMNS = ['adminNotes', 'status', 'leadType'] as const;

  /** The rows with where each lead stands: age, contacted, late, next action. */
  async function withWork(items: ContactListRow[]): Promise<ContactListItem[]> {
    const states = await work.of(items.map((item) => item.id));
    return items.map((item) => ({ ...item, work: states.get(item.id)! }));
  }

  return {
    /** A lead changed through another service of this instance (its assignment): the list counts afresh. */
    changed: forgetKept,
    /** The dashboard's latest leads: the first page of the unfiltered list, as the list shows them. */
    async latest(limit: number): Promise<ContactListItem[]> {
      return withWork(await listPage(sql, listWhere({ timeFilter: 'all' }, db.dialect), limit, 0));
    },

    /**
     * GET /api/admin/contacts: newest first, searched and filtered, one page, with the sources to filter by.
     * The page's ids come first from the indexes alone (an offset walks index entries, not rows); only the
     * page's rows are then read whole, in the same statement (leads.admin.page.ts). A search alone is read from
     * the search table (leads.admin.search.ts); a search with a filter is one more condition of the list's
     * statement, planned with its term.
     */
    async list(query: ContactsFilterQuery, me: number): Promise<FilteredContactsListResponse> {
      const { search, timeFilter, status, leadType, source, assignee, sort } = query;
      const countKey = JSON.stringify([search, timeFilter, status, leadType, source, assignee === 'me' ? me : assignee]);
      if (sort !== 'newest') {
        const where = listWhere({ ...query, me }, db.dialect);
        const reader = search ? searchReader : sql;
        const [totalCount, contacts, sources] = await Promise.all([
          counts.of(countKey, () => countLeads(reader, where)),
          sortedPage(reader, where, sort, query.limit, query.offset),
          sourcesKept.of(),
        ]);
        return { contacts: await withWork(contacts), totalCount, sources };
      }
      // A search and nothing else is answered by the search table alone, when the term is one it can match.
      const onlySearch = timeFilter === 'all' && !status && !leadType && !source && assignee === undefined;
      const searched = search && onlySearch ? contactSearch.of(search) : null;
      // The filter's marks under its name, not its SQL: a period's start moves with every request, and the leads
      // leaving the period are the oldest, after every page's mark.
      const marked = { marks: pageMarks, key: countKey };
      if (searched) {
        const [page, sources] = await Promise.all([searched.read(query.limit, query.offset, counts, marked), sourcesKept.of()]);
        return { ...page, contacts: await withWork(page.contacts), sources };
      }
      const where = listWhere({ ...query, me }, db.dialect);
      const reader = search ? searchReader : sql;
      const [totalCount, contacts, sources] = await Promise.all([
        counts.of(countKey, () => countLeads(reader, where)),
        // SQLite's list pages stay cheap from the newest lead (and its dates are text of its own).
        listPage(reader, where, query.limit, query.offset, db.dialect === 'postgres' ? marked : undefined),
        sourcesKept.of(),
      ]);
      return { contacts: await withWork(contacts), totalCount, sources };
    },

    /** GET /api/admin/contacts/:id/details: the card. */
    async details(id: number): Promise<ContactDetailsResponse> {
      const contact = await findContact(id);
      const valuations = await valuationsOfLead(contact);
      const appointmentScope: WhereOptions[] = [{ contactId: contact.id }];
      if (contact.userId !== null) appointmentScope.push({ userId: contact.userId });
      const [valuationContacts, appointmentRows, wait, outcome, states] = await Promise.all([
        contactsOfValuations(valuations.map((valuation) => valuation.id)),
        Appointment.findAll({
          where: { [Op.or]: appointmentScope },
          order: [
            ['createdAt', 'DESC'],
            ['id', 'DESC'],
          ],
        }),
        speedToLead(contact),
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

    /**
     * POST /api/admin/contacts/:id/read: the card was opened, so a 'Nuovo' lead becomes 'Letto'. Audited as
     * 'contact.read' (not 'contact.status'): opening is a staff touch, but not a change somebody chose
     * (docs/decisions/0042-the-contacts-list-and-card.md). Any other status is left as it is.
     */
    async markRead(actor: AuditActor, id: number) {
      return db.write(async (transaction) => {
        const contact = await Contact.findByPk(id, { transaction });
        if (!contact) throw notFound(CONTACT_NOT_FOUND);
        if (contact.status === 'new') {
          contact.status = 'read';
          await contact.save({ transaction });
          forgetKept();
          await audit.record(
            actor,
            { action: 'contact.read', entityType: 'contact', entityId: contact.id, before: { status: 'new' }, after: { status: 'read' } },
            transaction,
          );
        }
        return presentContactDetail(contact);
      });
    },

    /**
     * PATCH /api/admin/contacts/:id/update: one change (status, lead type or notes), saved with its audit record and
     * its entry in the timeline. Notes are added to the timeline, never replaced there; the column keeps the latest
     * for what still reads it. 'Contattato' and 'Chiuso' count as the first contact when nothing came before.
     */
    async update(actor: ActivityAuthor, id: number, update: ContactUpdate) {
      return db.write(async (transaction) => {
        const contact = await Contact.findByPk(id, { transaction });
        if (!contact) throw notFound(CONTACT_NOT_FOUND);
        // The schema lets exactly one of the fields through.
        const field = UPDATE_COLUMNS.find((key) => update[key] !== undefined)!;
        const before = contact[field] ?? null;
        const after = update[field] ?? null;
        if (field === 'status' && update.status) contact.status = update.status;
        else if (field === 'leadType' && update.leadType) contact.leadType = update.leadType;
        else contact.adminNotes = update.adminNotes ?? null;
        await contact.save({ transaction });
        forgetKept();
        if (field === 'status' && update.status && before !== after) {
          await activities.record(transaction, contact.id, actor, { kind: 'status', from: before as ContactStatus, to: update.status });
          if (update.status === 'contacted' || update.status === 'closed') await activities.contacted(transaction, contact);
        } else if (field === 'leadType' && update.leadType && before !== after) {
          await activities.record(transaction, contact.id, actor, { kind: 'lead_type', from: before as LeadType, to: update.leadType });
        } else if (field === 'adminNotes' && update.adminNotes) {
          await activities.record(transaction, contact.id, actor, { kind: 'note', text: update.adminNotes });
        }
        await audit.record(
          actor,
          { action: `contact.${field}`, entityType: 'contact', entityId: contact.id, before: { [field]: before }, after: { [field]: after } },
          transaction,
        );
        return presentContactDetail(contact);
      });
    },

    /**
     * DELETE /api/admin/contacts/:id: the lead and its valuations in one transaction: the lead's own valuation
     * and any other of the customer's valuations that no remaining lead points to, with their chat messages
     * and the lead's appointments. The customer record goes too once nothing of theirs is left
     * (docs/decisions/0043-deleting-a-lead.md).
     */
    async remove(actor: AuditActor, id: number): Promise<{ name: string }> {
      return db.write(async (transaction) => {
        const contact = await Contact.findByPk(id, { transaction });
        if (!contact) throw notFound(CONTACT_NOT_FOUND);

        const candidates = await Valuation.findAll({
          attributes: ['id'],
          where: {
            [Op.or]: [
              ...(contact.valuationId ? [{ id: contact.valuationId }] : []),
              ...(contact.userId !== null ? [{ userId: contact.userId }] : []),
            ],
          },
          transaction,
        });
        const otherLeads = await Contact.findAll({
          attributes: ['valuationId'],
          where: { id: { [Op.ne]: contact.id }, valuationId: { [Op.in]: candidates.map((valuation) => valuation.id) } },
          transaction,
        });
        const keptByOthers = new Set(otherLeads.map((lead) => lead.valuationId));
        const valuationIds = candidates.map((valuation) => valuation.id).filter((valuationId) => !keptByOthers.has(valuationId));

        const appointmentsDeleted = await Appointment.destroy({
          where: {
            [Op.or]: [{ contactId: contact.id }, ...(valuationIds.length > 0 ? [{ valuationId: { [Op.in]: valuationIds }, contactId: null }] : [])],
          },
          transaction,
        });
        await contact.destroy({ transaction });
        forgetKept();
        if (valuationIds.length > 0) {
          await ChatMessage.destroy({ where: { valuationId: { [Op.in]: valuationIds } }, transaction });
          await Valuation.destroy({ where: { id: { [Op.in]: valuationIds } }, transaction });
        }

        let ownerDeleted = false;
        if (contact.userId !== null) {
          // One after the other: a transaction is one connection, which runs one query at a time.
          const leads = await Contact.count({ where: { userId: contact.userId }, transaction });
          const valuations = await Valuation.count({ where: { userId: contact.userId }, transaction });
          const appointments = await Appointment.count({ where: { userId: contact.userId }, transaction });
          if (leads + valuations + appointments === 0) {
            ownerDeleted = (await Owner.destroy({ where: { id: contact.userId }, transaction })) > 0;
          }
        }

        await audit.record(
          actor,
          {
            action: 'contact.delete',
            entityType: 'contact',
            entityId: contact.id,
            before: {
              name: contact.name,
              email: contact.email,
              status: contact.status,
              leadType: contact.leadType,
              valuationId: contact.valuationId,
              userId: contact.userId,
              createdAt: contact.createdAt.toISOString(),
            },
            // The audit log keeps its keys: entries written before and after read alike.
            after: { deleted: true, valuationIds, appointmentsDeleted, userDeleted: ownerDeleted },
          },
          transaction,
        );
        return { name: contact.name };
      });
    },
  };
}

export type LeadsAdmin = ReturnType<typeof createLeadsAdmin>;
