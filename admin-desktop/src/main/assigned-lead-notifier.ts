import { BACKGROUND_REQUEST_HEADER } from '@valuta/shared/auth';
import { z } from 'zod';
import { fetchLeads, type LeadNotification, type LeadSummary } from './new-lead-notifier';
import type { ServerConnection } from './server-connection';
import { createPoller } from './poller';

/** How many of the leads assigned to the member each poll reads (newest first). */
const ASSIGNED_LEADS_LIMIT = 20;

const SessionRoleSchema = z.object({ authenticated: z.literal(true), admin: z.object({ role: z.enum(['titolare', 'consulente']) }) });

/** The role of the member signed in to the app's session, or null (signed out, server unreachable). */
export async function fetchSessionRole(connection: Pick<ServerConnection, 'request'>): Promise<'titolare' | 'consulente' | null> {
  try {
    const response = await connection.request('/api/auth/check', {
      headers: { Accept: 'application/json', 'Cache-Control': 'no-cache', [BACKGROUND_REQUEST_HEADER]: '1' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const parsed = SessionRoleSchema.safeParse(await response.json().catch(() => null));
    return parsed.success ? parsed.data.admin.role : null;
  } catch {
    return null;
  }
}

/** The newest leads assigned to the signed-in member ('Solo i miei' of the contacts list), or null. */
export const fetchAssignedLeads = (connection: Pick<ServerConnection, 'request'>) =>
  fetchLeads(connection, { limit: ASSIGNED_LEADS_LIMIT, assignee: 'me' });

function assignedLeadNotification(lead: LeadSummary): LeadNotification {
  return { title: 'Contatto assegnato a te', body: [lead.name, lead.phone, lead.city].filter(Boolean).join(' · '), path: `/contatti/${lead.id}` };
}

export interface AssignedLeadNotifierOptions {
  /** The leads assigned to the member, or null when there is nobody to tell (signed out, a titolare). */
  fetchAssigned: () => Promise<LeadSummary[] | null>;
  notify: (notification: LeadNotification) => void;
  intervalMs?: number;
}

/**
 * Tells a consulente of the leads assigned to them since the last look. Leads are assigned at any time
 * after they arrive, so the notifier compares the set of assigned ids, not the newest id. The first poll
 * (after a start or a sign-in) only records where things stand; assignments made while the app was closed
 * reach the member by e-mail. Polls never overlap.
 */
export function createAssignedLeadNotifier({ fetchAssigned, notify, intervalMs = 60_000 }: AssignedLeadNotifierOptions) {
  let known: Set<number> | null = null;

  async function poll(): Promise<void> {
    const leads = await fetchAssigned();
    if (!leads) {
      // Signed out or not a consulente: the next member to sign in starts from their own state.
      known = null;
      return;
    }
    const ids = new Set(leads.map((lead) => lead.id));
    if (known === null) {
      known = ids;
      return;
    }
    const seen = known;
    for (const lead of leads.filter((entry) => !seen.has(entry.id))) notify(assignedLeadNotification(lead));
    known = ids;
  }

  return createPoller(poll, intervalMs);
}
