import type { ApiErrorCode } from '@valuta/shared/api-errors';
import { HttpError, isRateLimitError } from '@valuta/shared/http-client';

/**
 * A failed API call as the back office reads it. This module is the only one that looks inside the HTTP
 * client's error; pages ask it about a status, the rate limit or the refused fields.
 */
export interface ApiError {
  /** 0 when no answer came at all. */
  status: number;
  code: ApiErrorCode | null;
  /** The server's Italian text, safe to show as it is. */
  message: string | null;
  /** The refused form fields, each with its Italian message. */
  fields: Record<string, string>;
  /** No answer from the API itself: no network, the server down, a proxy or the desktop app saying so. */
  unreachable: boolean;
}

/** The statuses a proxy in front of the API answers, without the API's body, when the API does not answer. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * No answer at all (status 0), the desktop app's main process telling that the configured server does not
 * answer (its 'server_unreachable'), or a gateway status that did not come from the API (no error code).
 */
function isUnreachable(error: HttpError): boolean {
  return error.status === 0 || error.code === 'server_unreachable' || (GATEWAY_STATUSES.has(error.status) && error.code === null);
}

function fieldsOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The API error a failure is, or null when it is not one (a bug, a save dialog that failed). */
export function apiErrorOf(error: unknown): ApiError | null {
  if (!(error instanceof HttpError)) return null;
  return {
    status: error.status,
    code: error.code as ApiErrorCode | null,
    message: error.serverMessage,
    fields: fieldsOf(error.body?.fields),
    unreachable: isUnreachable(error),
  };
}

export function hasStatus(error: unknown, status: number): boolean {
  return apiErrorOf(error)?.status === status;
}

/**
 * Too many calls in too short a time: told by the status or the code, whatever the text says, by the same
 * rule as the public site's (shared/src/http-client.ts).
 */
export function isRateLimited(error: unknown): boolean {
  return isRateLimitError(error);
}
