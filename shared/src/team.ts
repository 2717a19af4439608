/**
 * The agency's team in the back office: staff roles, the members as the Team screen and the assignee pickers
 * read them, inviting and changing a member, and assigning leads to a member, with the assignee filter every
 * list of leads offers. The payloads are validated by the API and used by the admin forms.
 */
import { z } from 'zod';
import { blankToUndefined, emailAddress } from './fields.js';

/** titolare: everything (team, exports, deletes, settings); consulente: works leads, assigns them to themself. */
export const STAFF_ROLES = ['titolare', 'consulente'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { titolare: 'Titolare', consulente: 'Consulente' };

/** The 403 text when a consulente calls what only a titolare may do. */
export const TITOLARE_ONLY_MESSAGE = 'Operazione riservata al titolare.';

export const MEMBER_NOT_FOUND_MESSAGE = 'Membro del team non trovato';

/** A staff account as the Team screen and the assignee pickers read it. */
export interface TeamMemberSummary {
  id: number;
  email: string;
  name: string | null;
  role: StaffRole;
  /** Null while the member may sign in. */
  disabled_at: string | null;
  last_login_at: string | null;
  created_at: string;
}

/** GET /api/admin/team: every member (titolare), or the active ones (anyone: the assignee pickers). */
export interface TeamListResponse {
  members: TeamMemberSummary[];
}

/**
 * POST /api/admin/team (invite) and POST /api/admin/team/:id/reset-password: the temporary password is
 * shown once when no mail server is configured, otherwise it went by e-mail and is null here.
 */
export interface TeamPasswordResponse {
  success: true;
  member: TeamMemberSummary;
  temporaryPassword: string | null;
  emailed: boolean;
}

/** PATCH /api/admin/team/:id */
export interface TeamMemberResponse {
  success: true;
  member: TeamMemberSummary;
}

/** GET /api/auth/me (any member): who is signed in and with which role. */
export interface CurrentMember extends TeamMemberSummary {}

const nameField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.string({ error: 'Nome non valido.' }).trim().max(120, { error: 'Il nome è troppo lungo.' }).nullable().optional(),
);
const RoleSchema = z.enum(STAFF_ROLES, { error: 'Ruolo non valido.' });

export const InviteMemberSchema = z.object({
  email: emailAddress('Inserisci un indirizzo email valido.'),
  name: nameField,
  role: RoleSchema,
});
export type InviteMember = z.output<typeof InviteMemberSchema>;

/** PATCH /api/admin/team/:id: the role and/or whether the member is disabled. */
export const UpdateMemberSchema = z
  .object({ role: RoleSchema.optional(), disabled: z.boolean({ error: 'Valore non valido.' }).optional() })
  .strict()
  .refine((value) => value.role !== undefined || value.disabled !== undefined, { error: 'Indica il ruolo o lo stato da cambiare.' });
export type UpdateMember = z.output<typeof UpdateMemberSchema>;

/** Every kind of lead a member can be assigned to, as named in /api/admin/assignments/:kind/:id. */
export const ASSIGNABLE_KINDS = ['contact', 'seller-contact', 'assistance', 'unsupported-city', 'booking', 'consultation'] as const;
export type AssignableKind = (typeof ASSIGNABLE_KINDS)[number];

/** PUT /api/admin/assignments/:kind/:id: the member to assign, or null to leave the lead unassigned. */
export const AssignmentSchema = z.object({
  assigneeId: z.union([z.number({ error: 'Membro non valido.' }).int().positive(), z.null()], { error: 'Membro non valido.' }),
});
export type Assignment = z.output<typeof AssignmentSchema>;

/** The answer of an assignment: who the lead is assigned to now. */
export interface AssignmentResponse {
  success: true;
  kind: AssignableKind;
  id: number;
  assignee: AssigneeSummary | null;
}

/** The member a lead is assigned to, as every list shows it ('Assegnato a'). */
export interface AssigneeSummary {
  id: number;
  name: string | null;
  email: string;
  /** A disabled member still names the leads they had; nobody new is assigned to them. */
  disabled: boolean;
}

/** 'me' is the signed-in member ('Solo i miei'), 'none' the unassigned leads, a number one member. */
export const AssigneeFilterSchema = z.preprocess(
  blankToUndefined,
  z.union([z.literal('me'), z.literal('none'), z.coerce.number().int().positive()], { error: 'Filtro assegnatario non valido.' }).optional(),
);
export type AssigneeFilter = z.output<typeof AssigneeFilterSchema>;

/** Query of the lists of the other lead kinds: only 'Solo i miei' / one member. */
export const AssigneeQuerySchema = z.object({ assignee: AssigneeFilterSchema });
