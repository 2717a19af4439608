/** Staff accounts as the Team screen, the assignee pickers and the lists' 'Assegnato a' read them. */
import type { AssigneeSummary, TeamMemberSummary } from '@valuta/shared';
import { isoOf, toIso } from '../infra/db/dates.js';
import type { TeamMember } from '../models/TeamMember.js';

export function presentMember(member: TeamMember): TeamMemberSummary {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    disabled_at: toIso(member.disabledAt),
    last_login_at: toIso(member.lastLoginAt),
    created_at: isoOf(member.createdAt),
  };
}

export function presentAssignee(member: Pick<TeamMember, 'id' | 'name' | 'email' | 'disabledAt'>): AssigneeSummary {
  return { id: member.id, name: member.name, email: member.email, disabled: member.disabledAt !== null };
}
