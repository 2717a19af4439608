/**
 * Signing in to the owner's area ('Area venditore') without a password: the owner asks for a link by e-mail,
 * opening it starts an owner session (never a staff session) of 30 days on that device.
 */
import { z } from 'zod';
import { emailAddress } from '../fields.js';
import { OWNER_AREA_ROUTE } from '../public-routes.js';

/** The public page of the owner's area, and where a sign-in link opens it. */
export const OWNER_AREA_PATH = OWNER_AREA_ROUTE;
export const ownerAreaLinkPath = (token: string): string => `${OWNER_AREA_PATH}/${token}`;
/** Where the one-click unsubscribe link of 'Il valore della tua casa' opens its page. */
export const ownerUnsubscribePath = (token: string): string => `${OWNER_AREA_PATH}/disiscrizione/${token}`;
/** Where the confirmation of 'Cancella i miei dati' opens its page. */
export const ownerEraseConfirmPath = (token: string): string => `${OWNER_AREA_PATH}/cancella/${token}`;

/** How long a sign-in link works, and an owner session lasts on a device. */
export const OWNER_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const OWNER_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const EMAIL_MESSAGE = 'Inserisci un indirizzo e-mail valido, per esempio nome@esempio.it';

/** POST /api/area-venditore/link */
export const OwnerLinkRequestSchema = z.object({ email: emailAddress(EMAIL_MESSAGE) });
export type OwnerLinkRequest = z.output<typeof OwnerLinkRequestSchema>;

/** The one answer of POST /api/area-venditore/link, whether or not the address is an owner's. */
export const OWNER_LINK_SENT_MESSAGE =
  "Se l'indirizzo è quello che hai usato per la valutazione, tra poco ricevi un'e-mail con il link per entrare. Il link vale 24 ore e si usa una volta sola.";
export interface OwnerLinkResponse {
  success: true;
  message: string;
}

/** A token as the links carry it: 32 random bytes in base64url. */
export const OwnerTokenSchema = z.string({ error: 'Link non valido' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Link non valido' });

/** POST /api/area-venditore/session: opens a sign-in link (the token is used up). */
export const OwnerSessionStartSchema = z.object({ token: OwnerTokenSchema });
export type OwnerSessionStart = z.output<typeof OwnerSessionStartSchema>;

export const OWNER_LINK_INVALID_MESSAGE = 'Questo link non è più valido: è già stato usato o è scaduto. Chiedine uno nuovo, arriva in pochi secondi.';
export const OWNER_SIGNED_OUT_MESSAGE = 'Accedi di nuovo: inserisci la tua e-mail e ti mandiamo il link.';

/** GET /api/area-venditore/session and the answer of POST /api/area-venditore/session. */
export interface OwnerSessionView {
  email: string;
  /** When this device's session ends. */
  expires_at: string;
}
