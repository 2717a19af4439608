import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdministrators } from '../../../api/src/auth/administrators';
import { TEST_ADMIN, createLead } from '../../../api/src/test/factories';
import { createTestContext, type TestContext } from '../../../api/src/test/support';
import { createNewLeadNotifier, fetchLatestLeads, leadNotifications, type LeadNotification, type LeadSummary } from './new-lead-notifier';
import { createServerConnection, type ServerConnection } from './server-connection';
import { openSessionCookies } from './session-cookies';
import { lastSeenContactStore, openSettingsStore, type SettingsStore } from './settings-store';
import { JSON_HEADERS, temporaryFolder, testSecretBox } from './test-support';

let api: TestContext;
let folder: Awaited<ReturnType<typeof temporaryFolder>>;
let settings: SettingsStore;
let connection: ServerConnection;

beforeAll(async () => {
  api = await createTestContext();
  await createAdministrators(api.db).provision(TEST_ADMIN);
  folder = await temporaryFolder();
  settings = await openSettingsStore(path.join(folder.path, 'settings.json'));
  await settings.update((current) => ({ ...current, serverUrl: api.baseUrl }));
  const cookies = await openSessionCookies(path.join(folder.path, 'server-session.json'), testSecretBox());
  connection = createServerConnection({ serverOrigin: () => settings.get().serverUrl, cookies });
});
afterAll(async () => {
  await api.close();
  await folder.remove();
});

function notifierWith(shown: LeadNotification[]) {
  return createNewLeadNotifier({
    fetchLatest: () => fetchLatestLeads(connection),
    lastSeen: lastSeenContactStore(settings),
    notify: (notification) => shown.push(notification),
  });
}

describe('the new-lead notifier', () => {
  it('stays silent while nobody is signed in', async () => {
    await createLead(api.db.models, { name: 'Prima del login' });
    expect(await fetchLatestLeads(connection)).toBeNull();
    const shown: LeadNotification[] = [];
    await notifierWith(shown).pollOnce();
    expect(shown).toEqual([]);
    expect(lastSeenContactStore(settings).get()).toBeNull();
  });

  it('announces only the leads that arrive after its first look, once, across restarts', async () => {
    const login = await connection.request('/api/auth/login', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(TEST_ADMIN) });
    expect(login.status).toBe(200);

    const shown: LeadNotification[] = [];
    const notifier = notifierWith(shown);
    await notifier.pollOnce();
    expect(shown).toEqual([]); // the lead from before is not news

    const { contact } = await createLead(api.db.models, { name: 'Giulia Bianchi', phone: '347 123 4567' });
    await notifier.pollOnce();
    expect(shown).toEqual([{ title: 'Nuovo contatto', body: 'Giulia Bianchi · 347 123 4567 · Torino', path: `/?riga=new_lead:${contact.id}` }]);

    const afterRestart: LeadNotification[] = [];
    await notifierWith(afterRestart).pollOnce();
    expect(afterRestart).toEqual([]);
  });

  it('sums up a burst of leads in one notification that opens the list', async () => {
    for (const name of ['Anna', 'Bruno', 'Carla', 'Dario']) await createLead(api.db.models, { name });
    const shown: LeadNotification[] = [];
    await notifierWith(shown).pollOnce();
    expect(shown).toEqual([{ title: '4 nuovi contatti', body: "L'ultimo: Dario", path: '/' }]);
  });

  it('does not keep an idle session alive', async () => {
    // The session of the previous tests, last used 20 minutes ago as far as the server knows.
    const [record] = await api.db.models.SessionRecord.findAll({ order: [['updatedAt', 'DESC']], limit: 1 });
    const data = JSON.parse(record!.data) as { lastActivityAt: number };
    const idleSince = Date.now() - 20 * 60_000;
    await record!.update({ data: JSON.stringify({ ...data, lastActivityAt: idleSince }) });

    expect(await fetchLatestLeads(connection)).not.toBeNull();
    await record!.reload();
    expect((JSON.parse(record!.data) as { lastActivityAt: number }).lastActivityAt).toBe(idleSince);
  });

  it('never runs two polls at once', async () => {
    let calls = 0;
    let release: (leads: LeadSummary[]) => void = () => {};
    const notifier = createNewLeadNotifier({
      fetchLatest: () => {
        calls += 1;
        return new Promise((resolve) => (release = resolve));
      },
      lastSeen: { get: () => 0, set: () => {} },
      notify: () => {},
    });
    const first = notifier.pollOnce();
    const second = notifier.pollOnce();
    release([]);
    await Promise.all([first, second]);
    expect(calls).toBe(1);
  });
});

describe('lead notifications', () => {
  const lead = (id: number, city: string | null = null): LeadSummary => ({ id, name: `Lead ${id}`, phone: '011 000', city });

  it('name each of up to three new leads, newest first', () => {
    expect(leadNotifications([lead(4), lead(6, 'Moncalieri')], false)).toEqual([
      { title: 'Nuovo contatto', body: 'Lead 6 · 011 000 · Moncalieri', path: '/?riga=new_lead:6' },
      { title: 'Nuovo contatto', body: 'Lead 4 · 011 000', path: '/?riga=new_lead:4' },
    ]);
  });

  it('say "more than" when the whole list read was new', () => {
    const ten = Array.from({ length: 10 }, (_, index) => lead(index + 1));
    expect(leadNotifications(ten, true)).toEqual([{ title: '10+ nuovi contatti', body: "L'ultimo: Lead 10", path: '/' }]);
  });
});
