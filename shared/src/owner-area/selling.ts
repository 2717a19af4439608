/**
 * The selling dashboard of a home whose outcome is 'Mandato': the viewings, offers and activities the staff
 * record on the lead's card, and the part of them the owner sees (only entries 'Visibile al proprietario').
 */
import { z } from 'zod';

export const OFFER_STATES = ['in_valutazione', 'accettata', 'rifiutata'] as const;
export type OfferState = (typeof OFFER_STATES)[number];
export const OFFER_STATE_LABELS: Record<OfferState, string> = {
  in_valutazione: 'In valutazione',
  accettata: 'Accettata',
  rifiutata: 'Rifiutata',
};

export const ACTIVITY_KINDS = ['portals', 'photos', 'open_house', 'price_change'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  portals: 'Pubblicata sui portali',
  photos: 'Servizio fotografico',
  open_house: 'Open house',
  price_change: 'Prezzo aggiornato',
};

export const SELLING_KINDS = ['viewing', 'offer', 'activity'] as const;
export type SellingKind = (typeof SELLING_KINDS)[number];

const date = z.iso.date({ error: 'Data non valida' });
const visible = (byDefault: boolean) => z.boolean({ error: 'Valore non valido' }).optional().default(byDefault);

/** POST/PUT /api/admin/contacts/:id/selling/viewings[/:entryId] ('Visite'). */
export const ViewingPayloadSchema = z.object({
  date,
  buyer_first_name: z
    .string({ error: "Il nome dell'acquirente è obbligatorio" })
    .trim()
    .min(1, { error: "Il nome dell'acquirente è obbligatorio" })
    .max(60, { error: 'Al massimo 60 caratteri' }),
  feedback: z.string({ error: 'Feedback non valido' }).trim().max(2000, { error: 'Al massimo 2000 caratteri' }).optional().default(''),
  interest: z
    .number({ error: "L'interesse va da 1 a 5" })
    .int({ error: "L'interesse va da 1 a 5" })
    .min(1, { error: "L'interesse va da 1 a 5" })
    .max(5, {
      error: "L'interesse va da 1 a 5",
    }),
  visible_to_owner: visible(true),
});
export type ViewingPayload = z.output<typeof ViewingPayloadSchema>;

/** POST/PUT /api/admin/contacts/:id/selling/offers[/:entryId] ('Proposte'): hidden from the owner unless chosen. */
export const OfferPayloadSchema = z.object({
  date,
  amount: z
    .number({ error: "L'importo è obbligatorio" })
    .int({ error: 'Importo in euro, senza decimali' })
    .min(1000, { error: 'Importo non valido' })
    .max(100_000_000, {
      error: 'Importo non valido',
    }),
  state: z.enum(OFFER_STATES, { error: 'Stato non valido' }).optional().default('in_valutazione'),
  visible_to_owner: visible(false),
});
export type OfferPayload = z.output<typeof OfferPayloadSchema>;

/** POST/PUT /api/admin/contacts/:id/selling/activities[/:entryId] ('Attività'). */
export const ActivityPayloadSchema = z.object({
  date,
  kind: z.enum(ACTIVITY_KINDS, { error: 'Attività non valida' }),
  note: z.string({ error: 'Nota non valida' }).trim().max(500, { error: 'Al massimo 500 caratteri' }).optional().default(''),
  visible_to_owner: visible(true),
});
export type ActivityPayload = z.output<typeof ActivityPayloadSchema>;

export interface Viewing {
  id: number;
  date: string;
  buyer_first_name: string;
  feedback: string;
  interest: number;
}
export interface Offer {
  id: number;
  date: string;
  amount: number;
  state: OfferState;
  state_label: string;
}
export interface Activity {
  id: number;
  date: string;
  kind: ActivityKind;
  kind_label: string;
  note: string;
}

/** What the staff see: every entry with its visibility. */
export type AdminEntry<T> = T & { visible_to_owner: boolean; created_at: string; updated_at: string };

/** GET /api/admin/contacts/:id/selling (404 for a lead that is not 'Mandato'; the tabs are shown only then). */
export interface AdminSelling {
  contact_id: number;
  mandate_since: string;
  asking_price: number | null;
  viewings: Array<AdminEntry<Viewing>>;
  offers: Array<AdminEntry<Offer>>;
  activities: Array<AdminEntry<Activity>>;
}

/** The selling dashboard as the owner reads it (OwnerHome.selling_dashboard): visible entries only, newest first. */
export interface OwnerSelling {
  mandate_since: string;
  days_on_market: number;
  asking_price: number | null;
  viewings_count: number;
  offers_count: number;
  viewings: Viewing[];
  offers: Offer[];
  activities: Activity[];
}

export const SELLING_NOT_MANDATE_MESSAGE = "Visite, proposte e attività si registrano quando l'esito del contatto è 'Mandato'.";
export const SELLING_ENTRY_NOT_FOUND_MESSAGE = 'Voce non trovata';
