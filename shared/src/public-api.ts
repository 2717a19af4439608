/**
 * The answers of the public forms' calls, as the API sends them and the public site reads them. The chat's
 * answers are in chat.ts and valuation.ts; every request body is the output type of its schema in schemas/.
 */

/**
 * The request was stored: POST /api/seller-contacts, /api/book-appointment, /api/strategy-cambio-casa,
 * /api/partner-applications, /api/contact/unsupported-city and /api/contact/unsupported-city-new.
 */
export interface StoredRequestResponse {
  success: true;
  id: number;
  /** True only when the visitor's confirmation was queued for a configured mail server. */
  confirmationEmailed?: boolean;
}

/** POST /api/assistenza/richiesta: stored, with the confirmation the site shows. */
export interface AssistanceRequestResponse extends StoredRequestResponse {
  message: string;
}
