import { z } from 'zod';
import { UserIdSchema } from '@valuta/shared';

/** A user id that is not numeric: 400 'ID utente non valido' (back-office spec §5, §8). */
export const UserParamsSchema = z.object({ id: UserIdSchema });
