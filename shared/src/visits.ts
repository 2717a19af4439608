import { z } from 'zod';

/**
 * A page view sent by the public site for the dashboard's unique visits (POST /api/visits). `visitId` is a
 * random id the tab makes for itself and forgets when it closes; the server keeps only a hash of it, never
 * an address, a user agent or a cookie.
 */
export const PageVisitSchema = z.object({
  path: z
    .string({ error: 'Percorso non valido' })
    .trim()
    .min(1, { error: 'Percorso non valido' })
    .max(300, { error: 'Percorso non valido' })
    .regex(/^\/[^\s?#]*$/, { error: 'Percorso non valido' }),
  visitId: z.string({ error: 'Identificativo non valido' }).regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'Identificativo non valido' }),
});
export type PageVisitInput = z.infer<typeof PageVisitSchema>;
