import type { Next, ParameterizedContext } from 'koa';
import { ZodError, z } from 'zod';
import { fieldMessages } from '@valuta/shared';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  internalError,
  invalidJson,
  methodNotAllowed,
  notFound,
  payloadTooLarge,
  rateLimited,
  serviceUnavailable,
  unauthorized,
  unsupportedMediaType,
  validationFailed,
} from '../errors.js';
import type { Logger } from '../logger.js';
import type { AppState } from './state.js';

const NOT_AN_OBJECT = 'Il contenuto della richiesta deve essere un oggetto JSON.';

// Zod's own wording, for a value that no schema message covers, in Italian like every other answer.
z.config(z.locales.it());

interface ErrorLike {
  name?: string;
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** Maps library errors (body parser, Sequelize, Koa's own ctx.throw) onto our Italian AppErrors. */
function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    // A body that is not an object at all (an array, a number) has no field to blame.
    if (error.issues.some((issue) => issue.path.length === 0 && issue.code === 'invalid_type')) return badRequest(NOT_AN_OBJECT);
    return validationFailed(fieldMessages(error));
  }

  const e = (error ?? {}) as ErrorLike;
  if (e.type === 'entity.too.large') return payloadTooLarge();
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') return unsupportedMediaType();
  if (e instanceof SyntaxError || (e.status === 400 && 'body' in (e as object))) return invalidJson();
  if (e.type === 'request.aborted' || e.type === 'request.size.invalid') return badRequest();
  if (e.name === 'SequelizeUniqueConstraintError') return conflict('Esiste già un elemento con questi dati.');
  if (e.name === 'SequelizeEmptyResultError') return notFound();
  if (e.name === 'SequelizeForeignKeyConstraintError') return badRequest('Riferimento non valido.');

  // Errors raised by Koa or its middleware with a client status: keep the status, use our own words.
  const status = e.status ?? e.statusCode;
  if (status && status >= 400 && status < 500) {
    switch (status) {
      case 401:
        return unauthorized();
      case 403:
        return forbidden();
      case 404:
        return notFound();
      case 405:
        return methodNotAllowed();
      case 413:
        return payloadTooLarge();
      case 415:
        return unsupportedMediaType();
      case 429:
        return rateLimited();
      default:
        return badRequest();
    }
  }
  if (status === 503) return serviceUnavailable();
  return internalError();
}

/**
 * The one error middleware, first in the chain: every failure leaves as one JSON shape,
 * { error, message, code, fields? } with an Italian message (docs/architecture.md).
 * A 5xx is logged with its stack and request id and never shows internals to the client.
 */
export function errorHandler(logger: Logger) {
  // First in the chain, it may see a failure before requestContext has filled the state.
  return async function handleErrors(ctx: ParameterizedContext<Partial<AppState>>, next: Next) {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) throw notFound();
    } catch (error) {
      const appError = toAppError(error);
      const log = ctx.state.log ?? logger;
      if (appError.status >= 500) {
        log.error({ err: error, requestId: ctx.state.requestId, path: ctx.path }, 'request failed');
      } else {
        log.info({ status: appError.status, code: appError.code, path: ctx.path }, 'request refused');
      }
      ctx.status = appError.status;
      ctx.type = 'application/json';
      ctx.body = {
        error: appError.message,
        message: appError.message,
        code: appError.code,
        ...(appError.fields ? { fields: appError.fields } : {}),
      };
    }
  };
}
