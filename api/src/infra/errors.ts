/**
 * Every failure the API answers with is an AppError: a status, a stable snake_case code and an Italian
 * text that is safe to show. Handlers throw these; the error middleware (http/error-handler.ts) turns them,
 * and anything else, into the one JSON shape.
 */

import type { ApiErrorCode } from '@valuta/shared';

/** The codes are declared once in shared, where the clients read them too. */
export type ErrorCode = ApiErrorCode;

export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  /** Koa's convention: an exposed error's message may be shown to the client. */
  readonly expose = true;

  constructor(status: number, code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const badRequest = (message = 'Richiesta non valida.') => new AppError(400, 'bad_request', message);

export const invalidJson = () => new AppError(400, 'invalid_json', 'Il contenuto della richiesta non è un JSON valido.');

export const invalidBody = () => new AppError(400, 'invalid_body', 'Il contenuto compresso della richiesta non è leggibile.');

/** The first field's message becomes the error text, so a client showing only `error` shows something useful. */
export const validationFailed = (fields: Record<string, string>) =>
  new AppError(400, 'validation_error', Object.values(fields)[0] ?? 'Dati non validi.', fields);

export const unauthorized = (message = 'Accesso non autorizzato. Effettua il login.') => new AppError(401, 'unauthorized', message);

export const forbidden = (message = 'Operazione non consentita.') => new AppError(403, 'forbidden', message);

export const notFound = (message = 'Risorsa non trovata.') => new AppError(404, 'not_found', message);

export const linkExpired = (message: string) => new AppError(410, 'link_expired', message);

export const methodNotAllowed = () => new AppError(405, 'method_not_allowed', 'Metodo non consentito per questo indirizzo.');

export const conflict = (message: string) => new AppError(409, 'conflict', message);

export const payloadTooLarge = () => new AppError(413, 'payload_too_large', 'La richiesta è troppo grande.');

export const unsupportedMediaType = () =>
  new AppError(415, 'unsupported_media_type', 'Formato della richiesta non supportato: invia i dati in formato JSON.');

export const unsupportedEncoding = () =>
  new AppError(
    415,
    'unsupported_media_type',
    'Codifica della richiesta non supportata: invia i dati senza compressione, o compressi con gzip, deflate o br.',
  );

export const rateLimited = (message = 'Troppe richieste in poco tempo. Attendi qualche secondo e riprova.') =>
  new AppError(429, 'rate_limit_exceeded', message);

export const serviceUnavailable = (message = 'Servizio momentaneamente non disponibile. Riprova più tardi.') =>
  new AppError(503, 'service_unavailable', message);

export const internalError = () => new AppError(500, 'internal_error', 'Si è verificato un errore interno. Riprova più tardi.');
