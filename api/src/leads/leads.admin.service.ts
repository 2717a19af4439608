/**
 * The leads of the valuation chat as the back office works them: the paged list (leads.admin.list.ts), the
 * card with everything the owner did and a valuation's conversation (leads.admin.card.ts), and the changes,
 * one at a time with their audit record, deletion included (leads.admin.changes.ts).
 */
import type { AppointmentsAdmin } from '../appointments/appointments.admin.service.js';
import type { AuditLog } from '../audit/audit.service.js';
import type { Database } from '../infra/db/index.js';
import type { Activities } from '../lead-work/activities.service.js';
import type { LeadWorkReader } from '../lead-work/lead-work.reader.js';
import type { Outcomes } from '../outcomes/outcomes.service.js';
import { createLeadCard } from './leads.admin.card.js';
import { createLeadChanges } from './leads.admin.changes.js';
import { createLeadsList } from './leads.admin.list.js';

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
  work: Pick<LeadWorkReader, 'of' | 'ofColumns'>;
}) {
  const list = createLeadsList(db, work);
  const card = createLeadCard({ db, appointments, outcomes, work });
  const changes = createLeadChanges({ db, audit, activities, changed: list.forget });
  return {
    /** A lead changed through another service of this instance (its assignment, an erasure): the list counts afresh. */
    changed: list.forget,
    latest: list.latest,
    list: list.list,
    ...card,
    ...changes,
  };
}

export type LeadsAdmin = ReturnType<typeof createLeadsAdmin>;
