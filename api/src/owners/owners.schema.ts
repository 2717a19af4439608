import { OwnerIdSchema } from '@valuta/shared';
import { z } from 'zod';

/** /api/admin/users/:id/…: an id that is not numeric is a 400 'ID utente non valido' on every call. */
export const OwnerParamsSchema = z.object({ id: OwnerIdSchema });
