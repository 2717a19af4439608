import { randomUUID } from 'node:crypto';
import type { Next } from 'koa';
import type { Logger } from '../logger.js';
import type { AppContext } from './state.js';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id (kept from a trusted proxy's X-Request-Id, otherwise new), a child logger that
 * carries it, and one access-log line when the response is finished, with its final status. Query strings
 * are left out of the log: back-office searches carry names and e-mail addresses.
 */
export function requestContext(logger: Logger) {
  return async function attachRequestContext(ctx: AppContext, next: Next) {
    const incoming = ctx.get('X-Request-Id');
    const requestId = INCOMING_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    ctx.state.requestId = requestId;
    ctx.state.log = log;
    ctx.set('X-Request-Id', requestId);

    const startedAt = process.hrtime.bigint();
    ctx.res.once('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - startedAt) / 1e6;
      log.info({ method: ctx.method, path: ctx.path, status: ctx.status, durationMs: Math.round(durationMs * 10) / 10 }, 'request');
    });
    await next();
  };
}
