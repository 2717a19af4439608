import type { MailHealth } from '@valuta/shared';
import type { Database } from '../infra/db/index.js';
import { shareWhileRunning } from '../infra/in-flight.js';
import { readMailFlow } from '../infra/mail/outbox-state.js';

/**
 * Whether e-mail flows, from the outbox every instance shares: no message overdue (OVERDUE_AFTER_MS), and
 * the latest delivery attempt did not fail because of the mail server (a refused recipient is that message's
 * fault, not a stop). Checks that arrive while a read runs share it, so a load balancer's checks cost at most
 * one read at a time however often they come.
 */
export function createMailFlow(db: Pick<Database, 'statements'>, delivery: MailHealth['delivery']): () => Promise<MailHealth> {
  return shareWhileRunning(async () => {
    const { overdue, lastAttempt } = await readMailFlow(db);
    return {
      ok: overdue === 0 && lastAttempt?.outcome !== 'server_failed',
      delivery,
      overdue,
      lastAttempt: lastAttempt && { at: lastAttempt.at.toISOString(), outcome: lastAttempt.outcome },
    };
  });
}
