import { z } from 'zod';
import type { ContactListItem, ContactListValuation } from '@valuta/shared/leads';
import { BACKGROUND_REQUEST_HEADER } from '@valuta/shared/auth';
import type { ServerConnection } from './server-connection';
import { createPoller } from './poller';

/** How many of the newest leads each poll reads. */
const LATEST_LEADS_LIMIT = 10;
/** Beyond this many new leads at once, one summary notification replaces the individual ones. */
const INDIVIDUAL_NOTIFICATIONS_MAX = 3;

export interface LeadSummary {
  id: number;
  name: string;
  phone: string;
  city: string | null;
}

export interface LeadNotification {
  title: string;
  body: string;
  /** The back-office path (relative to /admin) a click opens. */
  path: string;
}

/** What the notifier reads of the contacts list (ContactsListResponse), checked before it is trusted. */
interface LatestLeads {
  contacts: Array<Pick<ContactListItem, 'id' | 'name' | 'phone'> & { valuation: Pick<ContactListValuation, 'city'> | null }>;
}

const LatestLeadsSchema = z.object({
  contacts: z.array(
    z.object({
      id: z.number().int().positive(),
      name: z.string(),
      phone: z.string(),
      valuation: z.object({ city: z.string().nullable() }).nullable(),
    }),
  ),
}) satisfies z.ZodType<LatestLeads>;

/**
 * The newest leads as the signed-in back office sees them (GET /api/admin/contacts, newest first, with the
 * list's own filters, e.g. `assignee: 'me'`), through the app's own session; null while nobody is signed in or
 * the server cannot be reached, so polling then is harmless and silent.
 */
export async function fetchLeads(
  connection: Pick<ServerConnection, 'request'>,
  { limit, assignee }: { limit: number; assignee?: 'me' },
): Promise<LeadSummary[] | null> {
  const query = new URLSearchParams({ ...(assignee ? { assignee } : {}), limit: String(limit), offset: '0' });
  let response: Response;
  try {
    response = await connection.request(`/api/admin/contacts?${query.toString()}`, {
      // Polling is not user activity: it must not keep an idle session alive.
      headers: { Accept: 'application/json', 'Cache-Control': 'no-cache', [BACKGROUND_REQUEST_HEADER]: '1' },
    });
  } catch {
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  const parsed = LatestLeadsSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return null;
  return parsed.data.contacts.map((contact) => ({
    id: contact.id,
    name: contact.name,
    phone: contact.phone,
    city: contact.valuation?.city ?? null,
  }));
}

/** The newest leads of the whole agency. */
export const fetchLatestLeads = (connection: Pick<ServerConnection, 'request'>) => fetchLeads(connection, { limit: LATEST_LEADS_LIMIT });

/**
 * A new lead's row of 'Da fare' (the landing page at '/'), marked there: the row holds the callback window and the
 * button to call. A row that is gone by then (someone already called) says so, with the card's link.
 */
const newLeadRowPath = (id: number) => `/?riga=new_lead:${id}`;

export function leadNotifications(fresh: LeadSummary[], listWasFull: boolean): LeadNotification[] {
  const newestFirst = [...fresh].sort((a, b) => b.id - a.id);
  if (newestFirst.length <= INDIVIDUAL_NOTIFICATIONS_MAX) {
    return newestFirst.map((lead) => ({
      title: 'Nuovo contatto',
      body: [lead.name, lead.phone, lead.city].filter(Boolean).join(' · '),
      path: newLeadRowPath(lead.id),
    }));
  }
  const count = `${newestFirst.length}${listWasFull ? '+' : ''}`;
  return [{ title: `${count} nuovi contatti`, body: `L'ultimo: ${newestFirst[0]!.name}`, path: '/' }];
}

export interface NewLeadNotifierOptions {
  fetchLatest: () => Promise<LeadSummary[] | null>;
  /** The newest lead id already announced for the current server (null: never polled there). */
  lastSeen: { get(): number | null; set(id: number): Promise<void> | void };
  notify: (notification: LeadNotification) => void;
  intervalMs?: number;
}

/**
 * Announces leads that arrived since the last look with a native notification. The first successful poll
 * on a server only records where things stand, so installing the app does not announce old leads; each poll
 * remembers the newest id, so a restart does not announce them twice. Polls never overlap.
 */
export function createNewLeadNotifier({ fetchLatest, lastSeen, notify, intervalMs = 60_000 }: NewLeadNotifierOptions) {
  async function poll(): Promise<void> {
    const leads = await fetchLatest();
    if (!leads) return;
    const newestId = leads.reduce((max, lead) => Math.max(max, lead.id), 0);
    const seen = lastSeen.get();
    if (seen === null) {
      await lastSeen.set(newestId);
      return;
    }
    const fresh = leads.filter((lead) => lead.id > seen);
    if (fresh.length === 0) return;
    await lastSeen.set(newestId);
    for (const notification of leadNotifications(fresh, leads.length >= LATEST_LEADS_LIMIT && fresh.length === leads.length)) {
      notify(notification);
    }
  }

  return createPoller(poll, intervalMs);
}
