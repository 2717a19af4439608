import { z } from 'zod';

/**
 * GET /api/health as the server answers it (200 when the database answers, 503 with the error fields
 * beside these when it does not). Load balancers read the status; the desktop app checks this shape to
 * tell our server from any other site at the address it was given.
 */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ dialect: z.string(), ok: z.boolean() }),
  uptimeSeconds: z.number().int().nonnegative(),
});

export type HealthResponse = z.infer<typeof HealthResponseSchema>;
