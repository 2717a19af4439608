/**
 * The validation step of every route that reads input: parses the path parameters, the query string and
 * the JSON body with the schemas given (the shared zod schemas, or a domain's `<domain>.schema.ts`), stores
 * the typed result on `ctx.state.input`, then runs the rest of the route, so the handler reads
 * `ctx.state.input.body` as the schema's output without a cast:
 *
 *   router.post('/message', validate({ body: ChatMessagePayloadSchema }, limits.reply, async (ctx) => { … }));
 *
 * The middleware after the schemas are typed by them (a rate limit keyed on a validated field, the handler);
 * they are given to validate() rather than to the router because @koa/router cannot carry a state type from
 * one middleware argument to the next.
 *
 * Failures are answered by the error middleware: a body or query that fails its schema, or holds a control
 * character in any of its texts (control-characters.ts), is a 400 `validation_error` with the Italian
 * messages in `fields`. A path that fails its schema names no
 * record that can exist, so it is a 404 with the schema's message, unless the route says otherwise.
 */
import type { RouterMiddleware } from '@koa/router';
import type { z } from 'zod';
import { badRequest, notFound } from '../errors.js';
import { refuseControlCharacters } from './control-characters.js';
import type { AppMiddleware, AppState } from './state.js';

/** How a path parameter that fails its schema is answered. */
type InvalidParams =
  /** 404 not_found with the schema's message (the default). */
  | 'not_found'
  /** 400 bad_request with the schema's message (e.g. 'ID utente non valido'). */
  | 'bad_request'
  /** 400 validation_error with the message in `fields`, like a body. */
  | 'fields';

export interface RequestSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  invalidParams?: InvalidParams;
}

type Part = 'params' | 'query' | 'body';

/** The parsed parts, one key per schema given. */
type ValidatedInput<S extends RequestSchemas> = {
  [K in keyof S & Part]-?: S[K] extends z.ZodType ? z.output<S[K]> : never;
};

/** The state of a route after validate(schemas). */
export interface WithInput<S extends RequestSchemas> {
  input: ValidatedInput<S>;
}

function parseParams(schema: z.ZodType, params: unknown, invalid: InvalidParams): unknown {
  if (invalid === 'fields') return schema.parse(params);
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message;
  throw invalid === 'bad_request' ? badRequest(message) : notFound(message);
}

/** Parameters, then query, then body (an unknown record is reported before a bad body); then the route. */
export function validate<S extends RequestSchemas>(schemas: S, ...route: Array<AppMiddleware<NoInfer<WithInput<S>>>>): RouterMiddleware<AppState> {
  return async function validateInput(ctx, next) {
    const input: Partial<Record<Part, unknown>> = {};
    if (schemas.params) input.params = parseParams(schemas.params, ctx.params, schemas.invalidParams ?? 'not_found');
    if (schemas.query) {
      refuseControlCharacters(ctx.query);
      input.query = schemas.query.parse(ctx.query);
    }
    if (schemas.body) {
      const body: unknown = ctx.request.body ?? {};
      refuseControlCharacters(body);
      input.body = schemas.body.parse(body);
    }
    // The one place where the parsed parts meet their static type: each was produced by the schema named
    // by the same key of S.
    const state = Object.assign(ctx.state, { input: input as ValidatedInput<S> });
    const validated = Object.assign(ctx, { state });
    const run = (index: number): Promise<unknown> => {
      const step = route[index];
      return step ? step(validated, () => run(index + 1)) : next();
    };
    return run(0);
  };
}
