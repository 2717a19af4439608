import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { e2eRunFolder } from './database';

/** A day on Turin's calendar, `days` from today, as 'YYYY-MM-DD' and as the back office shows it. */
export function turinDay(days: number): { iso: string; shown: string; weekday: number } {
  const at = new Date(Date.now() + days * 24 * 60 * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const iso = `${parts.year}-${parts.month}-${parts.day}`;
  const weekday = (new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7;
  return { iso, shown: `${parts.day}/${parts.month}/${parts.year}`, weekday };
}

/** The decoded body of the text/calendar part of a raw message. */
export function calendarPart(raw: string): string | null {
  const match = /Content-Type: text\/calendar[^]*?(?:\r?\n){2}([^]*?)\r?\n--/i.exec(raw);
  if (!match) return null;
  const headers = raw.slice(match.index, match.index + match[0].length - match[1]!.length);
  const body = match[1]!;
  if (/Content-Transfer-Encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The confirmation e-mails the server wrote (to its data/mail folder) for the owner, newest last. */
export async function confirmationsTo(email: string): Promise<string[]> {
  const folder = path.join(e2eRunFolder(), 'mail');
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.includes('appointment_confirmed')).sort();
  const messages = await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')));
  return messages.filter((message) => message.includes(email));
}
