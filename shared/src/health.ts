import { z } from 'zod';

/**
 * Whether e-mail leaves: `ok` unless a message has been due for more than ten minutes without being sent or
 * the latest delivery attempt (of any instance) failed because of the mail server. `delivery` says where
 * messages go: 'smtp', or 'files' (written under data/mail/ when no SMTP server is configured, so nobody
 * receives them).
 */
const MailHealthSchema = z.object({
  ok: z.boolean(),
  delivery: z.enum(['smtp', 'files']),
  /** Messages due for more than ten minutes and still not sent. */
  overdue: z.number().int().nonnegative(),
  lastAttempt: z.object({ at: z.iso.datetime(), outcome: z.enum(['sent', 'server_failed', 'message_refused']) }).nullable(),
});

/**
 * GET /api/health as the server answers it (200 when the database answers, 503 with the error fields
 * beside these when it does not). Load balancers read the status; the desktop app checks this shape to
 * tell our server from any other site at the address it was given. Mail that does not flow is reported in
 * `mail` and leaves the status 200: the instance still serves. `mail` is null when the outbox could not be
 * read (the database did not answer), and absent from servers older than it.
 */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ dialect: z.string(), ok: z.boolean() }),
  uptimeSeconds: z.number().int().nonnegative(),
  mail: MailHealthSchema.nullable().optional(),
});

export type HealthResponse = z.infer<typeof HealthResponseSchema>;
export type MailHealth = z.infer<typeof MailHealthSchema>;
