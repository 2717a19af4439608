import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signIn } from './support/admin-session';
import { leadThroughChat } from './support/chat-lead';

/** A person of their own: the test files share one server, and this one's data is erased. */
const LUCIA = { name: 'Lucia Cancellieri', email: 'lucia.cancellieri@example.it', phone: '349 246 8135' };

/** The names of the files in a ZIP archive (its central directory). */
function zipEntries(archive: Buffer): string[] {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let offset = archive.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = 0; index < archive.readUInt16LE(end + 10); index += 1) {
    const nameLength = archive.readUInt16LE(offset + 28);
    names.push(archive.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + archive.readUInt16LE(offset + 30) + archive.readUInt16LE(offset + 32);
  }
  return names;
}

/** The content of the first file of a ZIP archive (deflated). */
function firstZipFile(archive: Buffer): string {
  const packedSize = archive.readUInt32LE(18);
  const start = 30 + archive.readUInt16LE(26) + archive.readUInt16LE(28);
  return inflateRawSync(archive.subarray(start, start + packedSize)).toString('utf8');
}

test.describe("a person's data rights from their card", () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await leadThroughChat(request, LUCIA, { preferred_time: 'mattina' });
  });

  test("'Esporta dati' downloads a ZIP, 'Cancella dati' erases the person after a confirmation", async ({ page }) => {
    await signIn(page, '/admin/contatti');
    await page.getByRole('searchbox', { name: 'Cerca contatti' }).fill('cancellieri');
    await page.getByRole('searchbox', { name: 'Cerca contatti' }).press('Enter');
    await page.getByRole('button', { name: `Dettagli di ${LUCIA.name}` }).click();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /Altre azioni/ }).click();
    await page.getByRole('menuitem', { name: 'Esporta dati' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^dati-personali-contatto-\d+-\d{4}-\d{2}-\d{2}\.zip$/);
    const archive = await readFile(await download.path());
    expect(zipEntries(archive)).toEqual(
      expect.arrayContaining(['dati.json', 'contatti.csv', 'valutazioni.csv', 'conversazione.csv', 'appuntamenti.csv']),
    );
    expect(firstZipFile(archive)).toContain(LUCIA.email);

    await page.getByRole('button', { name: /Altre azioni/ }).click();
    await page.getByRole('menuitem', { name: 'Cancella dati' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancella dati personali' });
    await expect(dialog).toContainText("L'operazione non può essere annullata.");
    await dialog.getByRole('button', { name: 'Cancella dati' }).click();
    await expect(page.getByText(`I dati personali di ${LUCIA.name} sono stati cancellati.`)).toBeVisible();

    await page.goto('/admin/contatti');
    await page.getByRole('searchbox', { name: 'Cerca contatti' }).fill('cancellieri');
    await page.getByRole('searchbox', { name: 'Cerca contatti' }).press('Enter');
    await expect(page.getByText('Nessun contatto trovato')).toBeVisible();
  });
});
