/**
 * The selling dashboard: the staff record viewings, offers and activities on a lead in 'Mandato' only; the
 * owner's page shows the visible ones with the days on the market, the asking price and the counts; offers
 * are hidden unless chosen; the owner is e-mailed once when a viewing's feedback or an offer becomes visible;
 * every change is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLING_NOT_MANDATE_MESSAGE, type AdminSelling, type OwnerHome } from '@valuta/shared';
import { createLead, signedInAdmin } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { signedInOwner } from '../test/owner-area.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let staff: TestClient;
let owner: TestClient;
let contactId: number;
let homeId: string;
const EMAIL = 'venditore.mandato@example.it';

const notices = () => context.db.models.OutboxEmail.count({ where: { toAddress: EMAIL, kind: ['owner_viewing_feedback', 'owner_offer'] } });
const home = async () => (await owner.get<OwnerHome>(`/api/area-venditore/homes/${homeId}`)).body;
const selling = (path = '') => `/api/admin/contacts/${contactId}/selling${path}`;

beforeAll(async () => {
  context = await createTestContext();
  staff = await signedInAdmin(context);
  const lead = await createLead(context.db.models, { email: EMAIL });
  contactId = lead.contact.id;
  homeId = lead.valuation.id;
  owner = await signedInOwner(context, EMAIL);
});
afterAll(() => context.close());

describe('before the mandate', () => {
  it('refuses the tabs with an Italian message, and the owner page has no selling dashboard', async () => {
    const listed = await staff.get(selling());
    expect(listed.status).toBe(404);
    expect(listed.text).toContain(SELLING_NOT_MANDATE_MESSAGE.slice(0, 20));
    expect((await staff.post(selling('/viewings'), { date: '2026-11-02', buyer_first_name: 'Marco', interest: 4 })).status).toBe(404);
    expect((await home()).selling_dashboard).toBeNull();
  });
});

describe("once the outcome is 'Mandato'", () => {
  beforeAll(async () => {
    const recorded = await staff.put(`/api/admin/contacts/${contactId}/outcome`, { outcome: 'mandate', mandatePrice: 289_000 });
    if (recorded.status !== 200) throw new Error(recorded.text);
  });

  it('shows the owner the asking price, zero days and no entries', async () => {
    const dashboard = (await home()).selling_dashboard!;
    expect(dashboard).toMatchObject({
      asking_price: 289_000,
      days_on_market: 0,
      viewings_count: 0,
      offers_count: 0,
      viewings: [],
      offers: [],
      activities: [],
    });
    expect((await home()).selling).toBe(true);
  });

  it('publishes a viewing with feedback to the owner, and e-mails them once', async () => {
    const created = await staff.post(selling('/viewings'), {
      date: '2026-11-02',
      buyer_first_name: 'Marco',
      feedback: 'Luminoso, cucina piccola',
      interest: 4,
    });
    expect(created.status).toBe(201);
    expect((await home()).selling_dashboard!.viewings).toEqual([
      { id: expect.any(Number) as unknown, date: '2026-11-02', buyer_first_name: 'Marco', feedback: 'Luminoso, cucina piccola', interest: 4 },
    ]);
    expect(await notices()).toBe(1);
    const id = (created.body as { id: number }).id;
    const changed = await staff.put(selling(`/viewings/${id}`), { date: '2026-11-02', buyer_first_name: 'Marco', feedback: 'Luminoso', interest: 5 });
    expect(changed.status).toBe(200);
    expect(await notices()).toBe(1);
  });

  it('keeps an offer from the owner until it is made visible, then e-mails them', async () => {
    const created = await staff.post(selling('/offers'), { date: '2026-11-05', amount: 270_000 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ visible_to_owner: false, state: 'in_valutazione' });
    expect((await home()).selling_dashboard!.offers_count).toBe(0);
    expect(await notices()).toBe(1);

    const id = (created.body as { id: number }).id;
    await staff.put(selling(`/offers/${id}`), { date: '2026-11-05', amount: 270_000, state: 'in_valutazione', visible_to_owner: true });
    const dashboard = (await home()).selling_dashboard!;
    expect(dashboard.offers).toMatchObject([{ amount: 270_000, state: 'in_valutazione', state_label: 'In valutazione' }]);
    expect(dashboard.offers_count).toBe(1);
    expect(await notices()).toBe(2);
  });

  it('lists activities, hides the invisible ones from the owner, and shows the staff all of them', async () => {
    await staff.post(selling('/activities'), { date: '2026-11-01', kind: 'portals', note: 'Immobiliare.it e Idealista' });
    await staff.post(selling('/activities'), { date: '2026-11-03', kind: 'photos', visible_to_owner: false });
    expect((await home()).selling_dashboard!.activities).toMatchObject([{ kind: 'portals', kind_label: 'Pubblicata sui portali' }]);
    const all = (await staff.get<AdminSelling>(selling())).body;
    expect(all.activities.map((activity) => activity.kind)).toEqual(['photos', 'portals']);
    expect(all.viewings).toHaveLength(1);
    expect(all.offers).toHaveLength(1);
  });

  it('refuses bad input in Italian and an entry of another lead as 404', async () => {
    const bad = await staff.post(selling('/viewings'), { date: 'ieri', buyer_first_name: '', interest: 9 });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("L'interesse va da 1 a 5");
    const other = await createLead(context.db.models, { email: 'altro.venditore@example.it' });
    await staff.put(`/api/admin/contacts/${other.contact.id}/outcome`, { outcome: 'mandate', mandatePrice: 100_000 });
    const mine = (await staff.get<AdminSelling>(selling())).body.viewings[0]!.id;
    const crossed = await staff.delete(`/api/admin/contacts/${other.contact.id}/selling/viewings/${mine}`);
    expect(crossed.status).toBe(404);
  });

  it('audits every change on the lead', async () => {
    const actions = (await context.db.models.AuditLogEntry.findAll({ where: { entityType: 'contact', entityId: String(contactId) } })).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'selling.viewing_created',
        'selling.viewing_updated',
        'selling.offer_created',
        'selling.offer_updated',
        'selling.activity_created',
      ]),
    );
    const id = (await staff.get<AdminSelling>(selling())).body.activities[0]!.id;
    expect((await staff.delete(selling(`/activities/${id}`))).status).toBe(204);
    expect(await context.db.models.AuditLogEntry.count({ where: { action: 'selling.activity_deleted' } })).toBe(1);
  });

  it('is refused to the owner session and to nobody', async () => {
    expect((await owner.get(selling())).status).toBe(401);
    expect((await context.client().get(selling())).status).toBe(401);
  });
});
