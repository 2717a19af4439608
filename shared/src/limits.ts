/**
 * Numbers that the forms, the API and the UIs must agree on. One home for each, so that a client rule and
 * the server rule that re-checks it cannot drift apart.
 */

/** Length of the public, unguessable ids (valuations): nanoid's default, 21 characters, about 126 random bits. */
export const PUBLIC_ID_LENGTH = 21;

/** The oldest construction year the chat accepts; an older one is asked again. */
export const MIN_CONSTRUCTION_YEAR = 1900;

/** Surfaces outside this range are re-asked by Amelia: nobody sells a 3 m² flat or a 20,000 m² home. */
export const MIN_SURFACE_SQM = 10;
export const MAX_SURFACE_SQM = 2000;

/** Progress panel of the chat: visible messages / 10, capped at 90% until the valuation is complete. */
export const PROGRESS_MESSAGES_FOR_FULL = 10;
export const PROGRESS_CAP_PERCENT = 90;

/** Timers of the public side, in milliseconds. */
export const RATE_LIMIT_LOCK_MS = 20_000;
export const THANK_YOU_REDIRECT_MS = 10_000;
export const APPOINTMENT_REDIRECT_MS = 6_000;

/** Toasts: one at a time, the newest replaces the older. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** Back-office paging. */
export const CONTACTS_PAGE_SIZE = 20;
export const OWNERS_PAGE_SIZE = 10;
export const MAX_PAGE_BUTTONS = 7;
export const DASHBOARD_RECENT_CONTACTS = 3;
export const OWNER_TRANSCRIPT_PREVIEW = 5;

/** Back-office cache rules (TanStack Query), in milliseconds. */
export const CONTACTS_STALE_MS = 30_000;
export const CONTACTS_GC_MS = 5 * 60_000;
export const OWNERS_STALE_MS = 5 * 60_000;

/** Content of the public pages. */
export const SELLER_FAQ_ITEMS = 5;

/** Promises made to the visitor. */
export const CALLBACK_WITHIN_HOURS = 24;
export const DATA_RETENTION_MONTHS = 24;
export const COOKIE_REVOCATION_HOURS = 48;

/**
 * Version of the privacy notice shown to the visitor; stored with every consent so the agency can prove
 * which text was accepted (GDPR art. 7). Bump it whenever the notice on /privacy changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11';

/** Upper bounds for free text: they keep records readable and request bodies small. */
export const MAX_NAME_LENGTH = 120;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PHONE_LENGTH = 30;
export const MAX_SHORT_TEXT_LENGTH = 300;
export const MAX_LONG_TEXT_LENGTH = 5_000;
export const MAX_CHAT_MESSAGE_LENGTH = 1_000;
