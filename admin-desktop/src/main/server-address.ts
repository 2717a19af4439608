import { z } from 'zod';

export const SERVER_ADDRESS_MESSAGES = {
  empty: "Inserisci l'indirizzo del server.",
  invalid: 'Indirizzo non valido. Esempio: https://agenzia.example.it',
  scheme: "L'indirizzo deve iniziare con https:// (o http:// per un server su questo computer).",
  credentials: "L'indirizzo non può contenere nome utente o password.",
  insecure: 'Usa un indirizzo https://: http:// è ammesso solo per un server su questo computer (localhost).',
} as const;

/**
 * Whether a host is this computer (localhost, 127.0.0.0/8, ::1): the one place where plain http cannot be
 * read or altered on the way. Everywhere else, the office network included, the session cookie and the
 * leads' data travel over https only.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return true;
  const parts = host.split('.');
  return parts.length === 4 && parts[0] === '127' && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
}

/** Whether the desktop app may talk to this origin: https anywhere, plain http only to this computer. */
export function isAllowedServerOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

/**
 * The server address as typed on the first run ("agenzia.example.it", "https://agenzia.example.it/admin/")
 * turned into the server's origin, or an Italian message saying what is wrong with it.
 */
const ServerAddressSchema = z
  .string({ error: SERVER_ADDRESS_MESSAGES.empty })
  .trim()
  .min(1, SERVER_ADDRESS_MESSAGES.empty)
  .max(2048, SERVER_ADDRESS_MESSAGES.invalid)
  .transform((value, ctx) => {
    // Without a scheme: https, but for this computer ("localhost:3000"), which is plain http. A rule, never a
    // second try after a failure, so an address cannot silently end up on http.
    const hasScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(value);
    const withScheme = hasScheme ? value : `https://${value}`;
    let url: URL;
    try {
      url = new URL(withScheme);
    } catch {
      ctx.addIssue({ code: 'custom', message: SERVER_ADDRESS_MESSAGES.invalid });
      return z.NEVER;
    }
    const problem =
      url.protocol !== 'https:' && url.protocol !== 'http:'
        ? SERVER_ADDRESS_MESSAGES.scheme
        : url.username || url.password
          ? SERVER_ADDRESS_MESSAGES.credentials
          : !url.hostname
            ? SERVER_ADDRESS_MESSAGES.invalid
            : url.protocol === 'http:' && !isLoopbackHost(url.hostname)
              ? SERVER_ADDRESS_MESSAGES.insecure
              : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    // The server serves the API at its root; a pasted /admin/… path or query is not part of the address.
    if (!hasScheme && isLoopbackHost(url.hostname)) return { origin: `http://${url.host}` };
    return { origin: url.origin };
  });

export type ParsedServerAddress = { ok: true; origin: string } | { ok: false; message: string };

export function parseServerAddress(input: unknown): ParsedServerAddress {
  const parsed = ServerAddressSchema.safeParse(input);
  if (parsed.success) return { ok: true, ...parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? SERVER_ADDRESS_MESSAGES.invalid };
}
