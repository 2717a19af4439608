import { queryOptions } from '@tanstack/react-query';
import type { SuccessResponse } from '@valuta/shared/answers';
import type {
  AssignableKind,
  AssigneeSummary,
  AssignmentResponse,
  InviteMember,
  TeamListResponse,
  TeamMemberResponse,
  TeamPasswordResponse,
  UpdateMember,
} from '@valuta/shared/team';
import type { ChangePassword } from '@valuta/shared/auth';
import { api } from '../../lib/api-client';
import { START_FRESHNESS_MS } from '../../lib/start-freshness';

export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  assignees: () => [...teamKeys.all, 'assignees'] as const,
};

/** The Team screen (titolare). */
export const teamQuery = () =>
  queryOptions({
    queryKey: teamKeys.members(),
    queryFn: () => api.get<TeamListResponse>('/api/admin/team'),
    staleTime: START_FRESHNESS_MS,
  });

/** Every member, to name who a lead is assigned to: one minute fresh (the team changes rarely). */
export const assigneesQuery = () =>
  queryOptions({
    queryKey: teamKeys.assignees(),
    queryFn: () => api.get<AssigneeSummary[]>('/api/admin/assignees'),
    staleTime: 60_000,
  });

export function inviteMember(invitation: InviteMember) {
  return api.post<TeamPasswordResponse>('/api/admin/team', invitation);
}

export function updateMember(id: number, change: UpdateMember) {
  return api.patch<TeamMemberResponse>(`/api/admin/team/${id}`, change);
}

export function resetMemberPassword(id: number) {
  return api.post<TeamPasswordResponse>(`/api/admin/team/${id}/reset-password`);
}

export function changeOwnPassword(change: ChangePassword) {
  return api.post<SuccessResponse>('/api/admin/profile/password', change);
}

export function assignLead(kind: AssignableKind, id: number, assigneeId: number | null) {
  return api.put<AssignmentResponse>(`/api/admin/assignments/${kind}/${id}`, { assigneeId });
}

/** What the lists show in 'Assegnato a': the member's name, else their e-mail. */
export function memberLabel(member: Pick<AssigneeSummary, 'name' | 'email'>): string {
  return member.name?.trim() || member.email;
}
