import type { Context } from 'koa';
import type { z } from 'zod';
import { badRequest, notFound } from '../errors.js';

function pathParams(ctx: Context): unknown {
  return (ctx as Context & { params?: unknown }).params ?? {};
}

/** A path id that fails its schema names no record that can exist: 404 with the schema's message. */
export function paramsOr404<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(pathParams(ctx));
  if (!parsed.success) throw notFound(parsed.error.issues[0]?.message);
  return parsed.data;
}

/** A malformed path id the spec answers with 400 and its own words (e.g. 'ID utente non valido'). */
export function paramsOr400<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(pathParams(ctx));
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message);
  return parsed.data;
}
