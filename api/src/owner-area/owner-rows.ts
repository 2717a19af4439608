/**
 * Which rows are an owner's. The owner proved the e-mail by opening a link sent to it, so, as the data-rights
 * search finds a person's rows (data-rights.service.ts, findPersonalRecords), their rows are the leads that
 * hold the e-mail in any case, the valuations those leads came from, and the appointments holding the
 * e-mail or linked to one of those leads or valuations. The export and the erasure run that search itself;
 * this is its read of the three tables the owner's area shows, on the lower(email) indexes, so that the page
 * stays one round of small indexed reads however many owners there are.
 */
import { Op, type WhereOptions } from 'sequelize';
import type { Database } from '../infra/db/index.js';
import type { Contact } from '../models/Contact.js';

export function createOwnerRows(db: Pick<Database, 'models' | 'sequelize'>) {
  const { Contact, Appointment } = db.models;
  const { sequelize } = db;
  const emailIs = (email: string) => sequelize.where(sequelize.fn('lower', sequelize.col('email')), email.trim().toLowerCase());

  return {
    /** The owner's leads, newest first. */
    async contacts(email: string): Promise<Contact[]> {
      return Contact.findAll({
        attributes: ['id', 'valuationId', 'name', 'email', 'assignedAdminId', 'createdAt'],
        where: emailIs(email),
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
      });
    },

    /** Whether anything is held under the e-mail (a sign-in link goes only then). */
    async known(email: string): Promise<boolean> {
      const [contact, appointment] = await Promise.all([
        Contact.findOne({ attributes: ['id'], where: emailIs(email) }),
        Appointment.findOne({ attributes: ['id'], where: emailIs(email) }),
      ]);
      return contact !== null || appointment !== null;
    },

    /** The condition on appointments that makes one the owner's, given their leads. */
    appointmentsOf(email: string, contacts: Contact[]): WhereOptions {
      const valuationIds = contacts.map((contact) => contact.valuationId).filter((id): id is string => id !== null);
      return {
        [Op.or]: [
          emailIs(email),
          ...(contacts.length ? [{ contactId: contacts.map((contact) => contact.id) }] : []),
          ...(valuationIds.length ? [{ valuationId: valuationIds }] : []),
        ],
      };
    },
  };
}

export type OwnerRows = ReturnType<typeof createOwnerRows>;
