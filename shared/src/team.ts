/**
 * The agency's team in the back office: staff roles, the members as the Team screen reads them, assignment
 * of leads to a member, the audit log as a titolare reads it, and the filters of the contacts list. The
 * payloads are validated by the API and used by the admin forms.
 */
import { z } from 'zod';
import type { ContactsListResponse } from './admin-api.js';
import { ContactsListQuerySchema } from './schemas/admin.js';
import { NewPasswordSchema } from './passwords.js';
import { blankToUndefined, emailAddress } from './fields.js';
import { CONTACT_STATUSES, LEAD_TYPES } from './statuses.js';

/** titolare: everything (team, exports, deletes, settings); consulente: works leads, assigns them to themself. */
export const STAFF_ROLES = ['titolare', 'consulente'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { titolare: 'Titolare', consulente: 'Consulente' };

/** The 403 text when a consulente calls what only a titolare may do. */
export const TITOLARE_ONLY_MESSAGE = 'Operazione riservata al titolare.';
/** The 401 text when the account of the session has been disabled. */
export const ACCOUNT_DISABLED_MESSAGE = 'Il tuo account è stato disattivato. Rivolgiti al titolare.';
export const MEMBER_NOT_FOUND_MESSAGE = 'Membro del team non trovato';

/** A staff account as the Team screen and the assignee pickers read it. */
export interface TeamMember {
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
  members: TeamMember[];
}

/**
 * POST /api/admin/team (invite) and POST /api/admin/team/:id/reset-password: the temporary password is
 * shown once when no mail server is configured, otherwise it went by e-mail and is null here.
 */
export interface TeamPasswordResponse {
  success: true;
  member: TeamMember;
  temporaryPassword: string | null;
  emailed: boolean;
}

/** PATCH /api/admin/team/:id */
export interface TeamMemberResponse {
  success: true;
  member: TeamMember;
}

/** GET /api/auth/me (any member): who is signed in and with which role. */
export interface CurrentMember extends TeamMember {}

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

/** POST /api/admin/profile/password: the member's own password. */
export const ChangePasswordSchema = z.object({
  currentPassword: z.string({ error: 'Inserisci la password attuale.' }).min(1, { error: 'Inserisci la password attuale.' }).max(1024),
  newPassword: NewPasswordSchema,
});
export type ChangePassword = z.output<typeof ChangePasswordSchema>;

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

/** GET /api/admin/contacts with the filters of the list; every one of them is kept in the page's URL. */
export const ContactsFilterQuerySchema = ContactsListQuerySchema.extend({
  status: z.preprocess(blankToUndefined, z.enum(CONTACT_STATUSES, { error: 'Stato non valido.' }).optional()),
  leadType: z.preprocess(blankToUndefined, z.enum(LEAD_TYPES, { error: 'Tipo di lead non valido.' }).optional()),
  assignee: AssigneeFilterSchema,
  source: z.preprocess(blankToUndefined, z.string({ error: 'Origine non valida.' }).trim().max(40, { error: 'Origine non valida.' }).optional()),
});
export type ContactsFilterQuery = z.output<typeof ContactsFilterQuerySchema>;

/** The list with the sources its filter can offer. */
export interface FilteredContactsListResponse extends ContactsListResponse {
  sources: string[];
}

/** Query of the lists of the other lead kinds: only 'Solo i miei' / one member. */
export const AssigneeQuerySchema = z.object({ assignee: AssigneeFilterSchema });

/** One line of the audit log as 'Registro attività' shows it. */
export interface AuditLogItem {
  id: number;
  created_at: string;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** GET /api/admin/audit-log */
export interface AuditLogResponse {
  entries: AuditLogItem[];
  totalCount: number;
}

export const AUDIT_PAGE_SIZE = 50;
const pagingNumber = (fallback: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: 'Paginazione non valida.' }).int().min(0).max(max).default(fallback));

/** GET /api/admin/audit-log?limit&offset[&actorId][&action][&entityType][&entityId] */
export const AuditLogQuerySchema = z.object({
  limit: pagingNumber(AUDIT_PAGE_SIZE, 200),
  offset: pagingNumber(0, Number.MAX_SAFE_INTEGER),
  actorId: z.preprocess(blankToUndefined, z.coerce.number({ error: 'Membro non valido.' }).int().positive().optional()),
  action: z.preprocess(blankToUndefined, z.string().trim().max(40, { error: 'Azione non valida.' }).optional()),
  entityType: z.preprocess(blankToUndefined, z.string().trim().max(40, { error: 'Tipo non valido.' }).optional()),
  entityId: z.preprocess(blankToUndefined, z.string().trim().max(40, { error: 'Identificativo non valido.' }).optional()),
});
export type AuditLogQuery = z.output<typeof AuditLogQuerySchema>;
