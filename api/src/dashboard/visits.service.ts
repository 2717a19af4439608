/**
 * Page views of the public site, counted by the dashboard as unique visits. The tab's random id is stored
 * only as a hash, so no row can be traced to a person.
 */
import { createHash } from 'node:crypto';
import type { PageVisitInput } from '@valuta/shared';
import type { Models } from '../models/index.js';

export function createVisits({ models }: { models: Pick<Models, 'PageVisit'> }) {
  return {
    async record(input: PageVisitInput): Promise<void> {
      const visitorHash = createHash('sha256').update(input.visitId).digest('hex');
      await models.PageVisit.create({ visitorHash, path: input.path });
    },
  };
}
