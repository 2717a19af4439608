import { z } from 'zod';

export const SERVER_ADDRESS_MESSAGES = {
  empty: "Inserisci l'indirizzo del server.",
  invalid: 'Indirizzo non valido. Esempio: https://agenzia.example.it',
  scheme: "L'indirizzo deve iniziare con https:// (o http:// in rete locale).",
  credentials: "L'indirizzo non può contenere nome utente o password.",
  insecure: 'Per un server in Internet usa un indirizzo https:// (http:// è ammesso solo in rete locale).',
} as const;

const LOCAL_SUFFIXES = ['.localhost', '.local', '.lan', '.internal', '.home.arpa'];

function isPrivateIpv4(host: string): boolean {
  const parts = host.split('.').map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part) || part < 0 || part > 255)) return false;
  const [a, b] = parts as [number, number, number, number];
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
}

function isPrivateIpv6(host: string): boolean {
  if (!host.startsWith('[')) return false;
  const address = host.slice(1, -1).toLowerCase();
  return address === '::1' || /^f[cd][0-9a-f]{2}:/.test(address) || /^fe[89ab][0-9a-f]:/.test(address);
}

/**
 * Whether a host is on the office's own network (loopback, private ranges, .local names, single-label names),
 * where plain http is a reasonable choice; anywhere else the session cookie must travel over https.
 */
export function isLocalNetworkHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) return true;
  if (isPrivateIpv4(host) || isPrivateIpv6(host)) return true;
  return !host.includes('.') && !host.includes(':');
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
    const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
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
            : url.protocol === 'http:' && !isLocalNetworkHost(url.hostname)
              ? SERVER_ADDRESS_MESSAGES.insecure
              : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    // The server serves the API at its root; a pasted /admin/… path or query is not part of the address.
    // An office server typed without a scheme ("192.168.1.20:3000") may well speak plain http: that is the
    // second address to try.
    const typedScheme = withScheme === value;
    const fallback = !typedScheme && isLocalNetworkHost(url.hostname) ? `http://${url.host}` : null;
    return { origin: url.origin, fallbackOrigin: fallback };
  });

export type ParsedServerAddress = { ok: true; origin: string; fallbackOrigin: string | null } | { ok: false; message: string };

export function parseServerAddress(input: unknown): ParsedServerAddress {
  const parsed = ServerAddressSchema.safeParse(input);
  if (parsed.success) return { ok: true, ...parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? SERVER_ADDRESS_MESSAGES.invalid };
}
