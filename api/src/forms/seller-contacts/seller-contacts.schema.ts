import { NumericIdSchema } from '@valuta/shared';
import { z } from 'zod';
import { SELLER_CONTACT_NOT_FOUND } from './seller-contacts.service.js';

/** /api/admin/seller-contacts/:id */
export const SellerContactParamsSchema = z.object({ id: NumericIdSchema(SELLER_CONTACT_NOT_FOUND) });
