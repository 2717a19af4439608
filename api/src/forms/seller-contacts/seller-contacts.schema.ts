import { z } from 'zod';
import { NumericIdSchema } from '@valuta/shared';
import { SELLER_CONTACT_NOT_FOUND } from './seller-contacts.service.js';

export const SellerContactParamsSchema = z.object({ id: NumericIdSchema(SELLER_CONTACT_NOT_FOUND) });
