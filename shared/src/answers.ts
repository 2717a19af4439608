/** The answers several domains share. */

/** A change that only says it was made (DELETE /api/admin/seller-contacts/{id}, POST /api/admin/profile/password). */
export interface SuccessResponse {
  success: true;
}

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
