import type { z } from 'zod';

/**
 * The stable codes of the API's error answers. Every failure leaves the API as one JSON shape,
 * { error, message, code, fields? }: `error` and `message` hold the same Italian text, safe to show;
 * `fields` names the refused form fields (path joined by '.', '_' for the form as a whole), each with its
 * Italian message. Clients branch on the status and the code, never on the text.
 */
export type ApiErrorCode =
  | 'bad_request'
  | 'invalid_json'
  /** 400: a compressed body that cannot be decompressed. */
  | 'invalid_body'
  | 'validation_error'
  | 'unauthorized'
  | 'forbidden'
  /** 403: the call is reserved to a titolare. */
  | 'titolare_only'
  /** 401: the session's account has been disabled. */
  | 'account_disabled'
  /** 403: the account's password is a temporary one, to be changed before anything else. */
  | 'password_change_required'
  | 'not_found'
  /** 410: a link of the owner's area already used or expired. */
  | 'link_expired'
  | 'method_not_allowed'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limit_exceeded'
  | 'internal_error'
  | 'service_unavailable';

/** The one JSON shape of every API failure. */
export interface ApiErrorBody {
  error: string;
  message: string;
  code: ApiErrorCode;
  fields?: Record<string, string>;
}

/**
 * Flattens a zod error to { field: message }, one message per field (the first), keyed by the dotted path:
 * the `fields` of an error answer. Forms can map it back onto their inputs.
 */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
