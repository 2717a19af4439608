import { MEMBER_NOT_FOUND_MESSAGE, NumericIdSchema } from '@valuta/shared';
import { z } from 'zod';

/** /api/admin/team/:id: an id that is not a number names no member, 404 as an unknown number does. */
export const MemberParamsSchema = z.object({ id: NumericIdSchema(MEMBER_NOT_FOUND_MESSAGE) });
