import type { Context } from 'koa';
import type { z } from 'zod';

/**
 * Parses a request part with a shared zod schema; a failure throws the ZodError, which the error middleware
 * answers as 400 with the schema's Italian messages in `fields`.
 */
export function parseBody<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  return schema.parse(ctx.request.body ?? {});
}

export function parseQuery<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  return schema.parse(ctx.query);
}

export function parseParams<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  return schema.parse((ctx as Context & { params?: unknown }).params ?? {});
}
