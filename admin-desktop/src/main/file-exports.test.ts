import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdministrators } from '../../../api/src/auth/administrators';
import { TEST_ADMIN, createLead } from '../../../api/src/test/factories';
import { createTestContext, type TestContext } from '../../../api/src/test/support';
import { EXPORT_MESSAGES, createFileExports, filenameFromDisposition, safeCsvFilename, safeDownloadFilename } from './file-exports';
import { createServerConnection, type ServerConnection } from './server-connection';
import { openSessionCookies } from './session-cookies';
import { JSON_HEADERS, temporaryFolder, testSecretBox } from './test-support';

let api: TestContext;
let folder: Awaited<ReturnType<typeof temporaryFolder>>;
let connection: ServerConnection;

beforeAll(async () => {
  api = await createTestContext();
  await createAdministrators(api.db).provision(TEST_ADMIN);
  await createLead(api.db.models, { name: 'Ottavia Ferri', email: 'ottavia@example.it' });
  folder = await temporaryFolder();
  const cookies = await openSessionCookies(path.join(folder.path, 'server-session.json'), testSecretBox());
  connection = createServerConnection({ serverOrigin: () => api.baseUrl, cookies });
});
afterAll(async () => {
  await api.close();
  await folder.remove();
});

/** The native save dialog replaced by a stand-in that records what it proposed and answers as told. */
function exportsAnswering(choice: (proposed: string) => string | null) {
  const proposed: string[] = [];
  const exports = createFileExports({
    connection,
    downloadsDir: () => path.join(folder.path, 'Scaricati'),
    chooseSavePath: async (proposedPath) => {
      proposed.push(proposedPath);
      return choice(proposedPath);
    },
  });
  return { exports, proposed };
}

describe('CSV exports through the save dialog', () => {
  it('say the session has expired when nobody is signed in', async () => {
    const { exports, proposed } = exportsAnswering(() => path.join(folder.path, 'never.csv'));
    expect(await exports.saveDownload('/api/admin/export-contacts-csv')).toEqual({ status: 'failed', message: EXPORT_MESSAGES.sessionExpired });
    expect(proposed).toEqual([]);
  });

  it('stream the server’s export into the chosen file, under the name the server gave', async () => {
    await connection.request('/api/auth/login', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(TEST_ADMIN) });
    const target = path.join(folder.path, 'contatti-scelti.csv');
    const { exports, proposed } = exportsAnswering(() => target);
    expect(await exports.saveDownload('/api/admin/export-contacts-csv?timeFilter=30days')).toEqual({ status: 'saved', filePath: target });
    expect(proposed).toHaveLength(1);
    expect(proposed[0]).toMatch(/Scaricati[/\\]contatti_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(target);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('Ottavia Ferri;ottavia@example.it');
    expect((await readdir(folder.path)).filter((name) => name.endsWith('.download'))).toEqual([]);
  });

  it('write nothing when the dialog is cancelled', async () => {
    const { exports } = exportsAnswering(() => null);
    expect(await exports.saveDownload('/api/admin/export-assistenze-csv')).toEqual({ status: 'cancelled' });
  });

  it('propose the seller contacts’ file under the server’s name, and say so when the folder cannot be written', async () => {
    const { exports, proposed } = exportsAnswering(() => path.join(folder.path, 'manca', 'cartella', 'venditori.csv'));
    expect(await exports.saveDownload('/api/admin/export-seller-contacts-csv?search=Via+Po&status=new&mine=1')).toEqual({
      status: 'failed',
      message: EXPORT_MESSAGES.writeFailed,
    });
    expect(proposed[0]).toMatch(/Scaricati[/\\]contatti_venditori_\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('read and tidy file names', () => {
    expect(filenameFromDisposition('attachment; filename="contatti_2026-11-22.csv"')).toBe('contatti_2026-11-22.csv');
    expect(filenameFromDisposition('attachment; filename="x.csv"; filename*=UTF-8\'\'citt%C3%A0.csv')).toBe('città.csv');
    expect(filenameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(filenameFromDisposition(null)).toBeNull();
    expect(safeCsvFilename('../../etc/passwd')).toBe('passwd.csv');
    expect(safeCsvFilename('C:\\Windows\\evil.csv')).toBe('evil.csv');
    expect(safeCsvFilename('a:b*c?.csv')).toBe('a_b_c_.csv');
    expect(safeCsvFilename('riga\nnuova\u0007.csv')).toBe('riga_nuova_.csv');
    expect(safeCsvFilename('...')).toBe('esportazione.csv');
    expect(safeDownloadFilename('dati-personali-contatto-12-2026-11-26.zip')).toBe('dati-personali-contatto-12-2026-11-26.zip');
    expect(safeDownloadFilename('../x.zip')).toBe('x.zip');
    expect(safeDownloadFilename('contatti.exe')).toBe('contatti.exe.csv');
  });
});
