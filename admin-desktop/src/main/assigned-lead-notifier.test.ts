import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../api/src/auth/passwords';
import { createContact } from '../../../api/src/test/factories';
import { createTestContext, type TestContext } from '../../../api/src/test/support';
import { createAssignedLeadNotifier, fetchAssignedLeads, fetchSessionRole } from './assigned-lead-notifier';
import type { LeadNotification } from './new-lead-notifier';
import { createServerConnection, type ServerConnection } from './server-connection';
import { openSessionCookies } from './session-cookies';
import { openSettingsStore } from './settings-store';
import { JSON_HEADERS, temporaryFolder, testSecretBox } from './test-support';

let api: TestContext;
let folder: Awaited<ReturnType<typeof temporaryFolder>>;
let connection: ServerConnection;
let consulenteId: number;
const CONSULENTE = { email: 'consulente@agenzia.it', password: 'password-consulente-1' };

beforeAll(async () => {
  api = await createTestContext();
  const member = await api.db.models.TeamMember.create({
    email: CONSULENTE.email,
    name: 'Giulia',
    role: 'consulente',
    passwordHash: await hashPassword(CONSULENTE.password),
  });
  consulenteId = member.id;
  folder = await temporaryFolder();
  const settings = await openSettingsStore(path.join(folder.path, 'settings.json'));
  await settings.update((current) => ({ ...current, serverUrl: api.baseUrl }));
  const cookies = await openSessionCookies(path.join(folder.path, 'server-session.json'), testSecretBox());
  connection = createServerConnection({ serverOrigin: () => settings.get().serverUrl, cookies });
});
afterAll(async () => {
  await api.close();
  await folder.remove();
});

/** The app's wiring: only a consulente's session polls the leads assigned to them. */
function notifierWith(shown: LeadNotification[]) {
  return createAssignedLeadNotifier({
    fetchAssigned: async () => ((await fetchSessionRole(connection)) === 'consulente' ? fetchAssignedLeads(connection) : null),
    notify: (notification) => shown.push(notification),
  });
}

describe('the assigned-lead notifier', () => {
  it('stays silent while nobody is signed in', async () => {
    expect(await fetchSessionRole(connection)).toBeNull();
    expect(await fetchAssignedLeads(connection)).toBeNull();
  });

  it('tells a consulente of each lead assigned to them after its first look, once', async () => {
    const before = await createContact(api.db.models, { name: 'Già Mia' });
    await before.update({ assignedAdminId: consulenteId });
    const login = await connection.request('/api/auth/login', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(CONSULENTE) });
    expect(login.status).toBe(200);
    expect(await fetchSessionRole(connection)).toBe('consulente');

    const shown: LeadNotification[] = [];
    const notifier = notifierWith(shown);
    await notifier.pollOnce();
    expect(shown).toEqual([]); // what was already assigned is not news

    const older = await createContact(api.db.models, { name: 'Lead Vecchio', phone: '333 1112223' });
    const unrelated = await createContact(api.db.models, { name: 'Di Altri' });
    await older.update({ assignedAdminId: consulenteId });
    await notifier.pollOnce();
    expect(shown).toEqual([{ title: 'Contatto assegnato a te', body: 'Lead Vecchio · 333 1112223', path: `/contatti/${older.id}` }]);
    expect(shown.some((notification) => notification.path === `/contatti/${unrelated.id}`)).toBe(false);

    await notifier.pollOnce();
    expect(shown).toHaveLength(1);
  });
});
