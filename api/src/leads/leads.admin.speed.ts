/**
 * The speed to lead: how long a lead waited for staff to work it, measured to its first audited change by
 * staff (status, lead type, notes, assignment…). The card shows one lead's; the dashboard the period's median.
 */
import { Op } from 'sequelize';
import type { SpeedToLead } from '@valuta/shared';
import type { Database } from '../infra/db/index.js';
import type { Contact } from '../models/Contact.js';

/**
 * Audit actions on a lead that are not staff working it: deleting, exporting, and the read mark that opening a
 * new lead's card sets by itself; nor is any read of people's data ('read.…', audit/audit.reads.ts).
 */
export const NOT_WORK_ACTIONS = ['contact.delete', 'contacts.export', 'contact.read'];

/** The seconds between two instants, never negative. */
const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

/** The lead's first audited change by staff, if any, and how long the lead waited for it. */
export async function speedToLead(db: Pick<Database, 'models'>, contact: Contact): Promise<SpeedToLead> {
  const first = await db.models.AuditLogEntry.findOne({
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
