import { ValuationIdSchema } from '@valuta/shared';
import { z } from 'zod';

/** GET /api/valuation/:valuationId and GET /api/chat/:valuationId */
export const ValuationParamsSchema = z.object({ valuationId: ValuationIdSchema });
