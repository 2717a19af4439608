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
