import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { e2eRunFolder } from './database';

/** A message's text with quoted-printable soft breaks and escapes undone (links may be folded across lines). */
function readable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The e-mails of one kind (the outbox's, e.g. 'valuation_result') the server wrote to its data/mail folder for `email`. */
export async function mailsTo(email: string, kind: string): Promise<string[]> {
  const folder = path.join(e2eRunFolder(), 'mail');
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.includes(`-${kind}-`)).sort();
  const messages = await Promise.all(names.map(async (name) => readable(await readFile(path.join(folder, name), 'utf8'))));
  return messages.filter((message) => message.includes(`To: ${email}`));
}

/** The path of the owner's-area link a message carries (/area-venditore/<token>). */
export function ownerLinkIn(message: string): string | null {
  return /\/area-venditore\/[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/.exec(message)?.[0] ?? null;
}
