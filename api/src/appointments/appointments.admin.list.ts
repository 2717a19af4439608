/** The back office's appointments list (one worklist, filtered) and the staff who can go to one. */
import { Op, type WhereOptions } from 'sequelize';
import type { AdminAppointment, AppointmentAssignee, AppointmentsQuery } from '@valuta/shared';
import type { Database } from '../infra/db/index.js';
import type { Appointment } from '../models/Appointment.js';
import type { AppointmentPeopleReader } from './appointments.admin.people.js';

const LIST_LIMIT = 500;

/** Waiting requests first (oldest first), then confirmed ones by date, then the closed ones, latest first. */
function listOrder(a: Appointment, b: Appointment): number {
  const rank = (appointment: Appointment) => (appointment.status === 'pending' ? 0 : appointment.status === 'confirmed' ? 1 : 2);
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  const at = (appointment: Appointment) => (appointment.scheduledAt ?? appointment.createdAt).getTime();
  if (a.status === 'pending') return a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;
  if (a.status === 'confirmed') return at(a) - at(b) || a.id - b.id;
  return at(b) - at(a) || b.id - a.id;
}

export function createAppointmentsList({ db, people }: { db: Database; people: Pick<AppointmentPeopleReader, 'present'> }) {
  const { Appointment, TeamMember } = db.models;
  const { present } = people;

  return {
    /**
     * GET /api/admin/appointments: every request, or those of a state, or the confirmed ones of a week; of
     * whoever goes, when asked ('me' is the member asking).
     */
    list: async (query: AppointmentsQuery, me?: number): Promise<AdminAppointment[]> => {
      const conditions: WhereOptions[] = [];
      if (query.assignee === 'none') conditions.push({ assigneeId: null });
      else if (query.assignee !== undefined) conditions.push({ assigneeId: query.assignee === 'me' ? (me ?? -1) : query.assignee });
      if (query.status === 'open') conditions.push({ status: { [Op.in]: ['pending', 'confirmed'] } });
      else if (query.status) conditions.push({ status: query.status });
      if (query.from) conditions.push({ scheduledAt: { [Op.gte]: new Date(query.from) } });
      if (query.to) conditions.push({ scheduledAt: { [Op.lt]: new Date(query.to) } });
      const rows = await Appointment.findAll({
        where: conditions.length > 0 ? { [Op.and]: conditions } : {},
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
        limit: LIST_LIMIT,
      });
      return present(rows.sort(listOrder));
    },

    /** GET /api/admin/appointments/assignees: the enabled staff accounts, for "who goes". */
    assignees: async (): Promise<AppointmentAssignee[]> => {
      const members = await TeamMember.findAll({ attributes: ['id', 'name', 'email'], where: { disabledAt: null }, order: [['email', 'ASC']] });
      return members.map((member) => ({ id: member.id, name: member.name, email: member.email }));
    },
  };
}
