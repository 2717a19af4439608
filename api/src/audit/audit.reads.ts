/**
 * Reads of people's data in the back office, in the audit log beside the changes: the opening of a person's
 * card, and every page of a list of people (which records it showed, not what they hold, so the entry itself
 * keeps no personal data and an erased person leaves nothing behind in it). Whoever pages through every lead
 * leaves one entry per page.
 *
 * The same read by the same member within a few minutes (a list refetched when the window regains focus, a
 * card reopened) is written once: each instance remembers what it wrote, and another instance may write it
 * again, which only repeats a true entry.
 */
import type { AuditActor, AuditLog } from './audit.service.js';

export interface PersonalRead {
  /** 'read.<what>': 'read.contact' (a lead's card), 'read.contacts' (a page of the leads), … */
  action: `read.${string}`;
  entityType: string;
  /** The record whose card was opened, or '*' for a list. */
  entityId: string | number;
  /** For a list: what was asked (filters, page) and the ids of the records shown. */
  details?: Record<string, unknown>;
}

const SAME_READ_MS = 5 * 60_000;
const REMEMBERED_READS = 5_000;

export function createReadAudit({ audit, now = () => Date.now() }: { audit: Pick<AuditLog, 'record'>; now?: () => number }) {
  const written = new Map<string, number>();

  function forget(at: number) {
    for (const [key, time] of written) {
      if (at - time < SAME_READ_MS && written.size <= REMEMBERED_READS) break;
      written.delete(key);
    }
  }

  return {
    async record(actor: AuditActor, read: PersonalRead): Promise<void> {
      const key = JSON.stringify([actor.id, read.action, String(read.entityId), read.details ?? null]);
      const at = now();
      const last = written.get(key);
      if (last !== undefined && at - last < SAME_READ_MS) return;
      await audit.record(actor, {
        action: read.action,
        entityType: read.entityType,
        entityId: read.entityId,
        before: null,
        after: read.details ?? null,
      });
      // Oldest first in the map: re-inserted so that forget() can stop at the first recent one.
      written.delete(key);
      written.set(key, at);
      forget(at);
    },
  };
}
