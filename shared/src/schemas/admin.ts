/**
 * Payloads of the back-office calls, validated by the API and used by the admin forms.
 * The spec shows no texts for these rules; ours are recorded in docs/decisions.md.
 */
import { z } from 'zod';
import { INVALID_ID_MESSAGE, INVALID_STATUS_MESSAGE, AdminNotesSchema, NumericIdSchema, timeFilterField } from '../admin-fields.js';
import { CONTACTS_PAGE_SIZE } from '../limits.js';
import { ASSISTANCE_STATUSES, CONTACT_STATUSES, LEAD_TYPES, SELLER_CONTACT_STATUSES, UNSUPPORTED_CITY_STATUSES } from '../statuses.js';
import { TOO_LONG_MESSAGE, blankToUndefined } from '../fields.js';

const INVALID_LEAD_TYPE_MESSAGE = 'Tipo di lead non valido.';
const INVALID_PAGING_MESSAGE = 'Paginazione non valida.';
export const ONE_CONTACT_FIELD_MESSAGE = 'Indica un solo campo da aggiornare: note, stato o tipo di lead.';
export const INVALID_USER_ID_MESSAGE = 'ID utente non valido';
export const USER_NOT_FOUND_MESSAGE = 'Utente non trovato';
const MAX_SEARCH_LENGTH = 200;
const MAX_CONTACTS_PAGE_SIZE = 100;

const pagingNumber = (fallback: number, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: INVALID_PAGING_MESSAGE })
      .int({ error: INVALID_PAGING_MESSAGE })
      .min(min, { error: INVALID_PAGING_MESSAGE })
      .max(max, { error: INVALID_PAGING_MESSAGE })
      .default(fallback),
  );

/** GET /api/admin/contacts?limit&offset[&search][&timeFilter] */
export const ContactsListQuerySchema = z.object({
  limit: pagingNumber(CONTACTS_PAGE_SIZE, 1, MAX_CONTACTS_PAGE_SIZE),
  offset: pagingNumber(0, 0, Number.MAX_SAFE_INTEGER),
  search: z.preprocess(
    blankToUndefined,
    z.string({ error: 'Ricerca non valida.' }).trim().max(MAX_SEARCH_LENGTH, { error: TOO_LONG_MESSAGE }).optional(),
  ),
  timeFilter: timeFilterField('all'),
});
export type ContactsListQuery = z.output<typeof ContactsListQuerySchema>;

export const UserIdSchema = NumericIdSchema(INVALID_USER_ID_MESSAGE);

/**
 * PUT /api/admin/users/{id}/details: the user's name and phone become those of one of their leads. A form
 * never changes an existing user (its e-mail proves nothing); the staff, who see both, decide.
 */
export const UserDetailsFromContactSchema = z.object({
  fromContactId: z.number({ error: 'Scegli il contatto da cui prendere i dati.' }).int().positive(),
});
export type UserDetailsFromContact = z.infer<typeof UserDetailsFromContactSchema>;

const CONTACT_UPDATE_FIELDS = ['adminNotes', 'status', 'leadType'] as const;

/**
 * PATCH /api/admin/contacts/{id}/update: exactly one of adminNotes, status, leadType. Each change
 * is one decision of the administrator, saved at once and written to the audit log on its own.
 */
export const ContactUpdateSchema = z
  .object({
    adminNotes: AdminNotesSchema.optional(),
    status: z.enum(CONTACT_STATUSES, { error: INVALID_STATUS_MESSAGE }).optional(),
    leadType: z.enum(LEAD_TYPES, { error: INVALID_LEAD_TYPE_MESSAGE }).optional(),
  })
  .refine((update) => CONTACT_UPDATE_FIELDS.filter((field) => update[field] !== undefined).length === 1, {
    error: ONE_CONTACT_FIELD_MESSAGE,
  });
export type ContactUpdate = z.output<typeof ContactUpdateSchema>;

/** PATCH /api/admin/assistenze/{id}/status */
export const AssistanceStatusUpdateSchema = z.object({
  status: z.enum(ASSISTANCE_STATUSES, { error: INVALID_STATUS_MESSAGE }),
});

/** PATCH /api/admin/unsupported-city-contacts/{id}/status */
export const UnsupportedCityStatusUpdateSchema = z.object({
  status: z.enum(UNSUPPORTED_CITY_STATUSES, { error: INVALID_STATUS_MESSAGE }),
});

/** PUT of a seller contact: 'Modifica Contatto' saves status and admin notes together; id repeats the path's. */
export const SellerContactUpdateSchema = z.object({
  id: z.union([z.number(), z.string()], { error: INVALID_ID_MESSAGE }).optional(),
  status: z.enum(SELLER_CONTACT_STATUSES, { error: INVALID_STATUS_MESSAGE }),
  admin_notes: AdminNotesSchema.optional().default(''),
});
export type SellerContactUpdateInput = z.input<typeof SellerContactUpdateSchema>;
export type SellerContactUpdate = z.output<typeof SellerContactUpdateSchema>;
