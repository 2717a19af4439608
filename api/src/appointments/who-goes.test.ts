import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentsListResponse, ContactDetailsResponse } from '@valuta/shared';
import { createAppointment, createContact, signedInAdmin, signedInMember } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let admin: TestClient;

beforeAll(async () => {
  context = await createTestContext();
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

describe("'Chi va'", () => {
  it("proposes the lead's member until someone is chosen, and nobody for a disabled member or an unassigned lead", async () => {
    const giulia = await signedInMember(context, { email: 'giulia@agenzia.it', role: 'consulente', name: 'Giulia' });
    const marco = await signedInMember(context, { email: 'marco@agenzia.it', role: 'consulente', name: 'Marco' });
    const { models } = context.db;
    const lead = await createContact(models, { assignedAdminId: giulia.id });
    const request = await createAppointment(models, { contactId: lead.id });
    const confirmed = await createAppointment(models, {
      contactId: lead.id,
      status: 'confirmed',
      scheduledAt: new Date(Date.now() + 86_400_000),
      assigneeId: marco.id,
    });
    const nobodys = await createAppointment(models, { contactId: (await createContact(models)).id });

    const proposals = async () =>
      new Map(
        (await admin.get<AppointmentsListResponse>('/api/admin/appointments')).body.appointments.map((row) => [row.id, row.proposed_assignee_id]),
      );
    let proposed = await proposals();
    expect(proposed.get(request.id)).toBe(giulia.id);
    expect(proposed.get(confirmed.id)).toBe(marco.id);
    expect(proposed.get(nobodys.id)).toBeNull();

    // The card's appointments carry the same proposal.
    const card = (await admin.get<ContactDetailsResponse>(`/api/admin/contacts/${lead.id}/details`)).body;
    expect(card.appointments.find((row) => row.id === request.id)?.proposed_assignee_id).toBe(giulia.id);

    await models.TeamMember.update({ disabledAt: new Date() }, { where: { id: giulia.id } });
    proposed = await proposals();
    expect(proposed.get(request.id)).toBeNull();
  });
});
