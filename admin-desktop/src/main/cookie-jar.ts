/**
 * The cookies the agency's server sets for the desktop app (its session cookie, valuta.sid and its
 * signature), kept by the main process instead of the page: the page never sees them, and they go back only
 * to the origin that set them. Semantics follow RFC 6265 where they matter to one client talking to one
 * server: host-only (Domain is ignored, so a cookie never reaches another host), Path, Secure, Max-Age over
 * Expires, expiry, and "an expired cookie deletes the stored one". Cookies without an expiry live only in
 * memory, as in a browser; the others are what makes the session survive a restart.
 */

export interface StoredCookie {
  name: string;
  value: string;
  /** The origin of the server that set it; the cookie goes back only there. */
  origin: string;
  path: string;
  secure: boolean;
  httpOnly: boolean;
  /** Epoch milliseconds; null for a session cookie (not written to disk). */
  expiresAt: number | null;
}

type ParsedSetCookie = Omit<StoredCookie, 'origin'>;

/** The directory of the request path (RFC 6265 §5.1.4), the path of a cookie that names none. */
function defaultPath(requestPath: string): string {
  if (!requestPath.startsWith('/')) return '/';
  const lastSlash = requestPath.lastIndexOf('/');
  return lastSlash <= 0 ? '/' : requestPath.slice(0, lastSlash);
}

/** One Set-Cookie line, or null when a user agent must ignore it. */
export function parseSetCookie(line: string, requestUrl: URL, now: number): ParsedSetCookie | null {
  const [pair = '', ...attributes] = line.split(';');
  const separator = pair.indexOf('=');
  if (separator < 0) return null;
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  if (!name) return null;

  let path: string | null = null;
  let secure = false;
  let httpOnly = false;
  let expires: number | null = null;
  let maxAge: number | null = null;
  for (const attribute of attributes) {
    const equals = attribute.indexOf('=');
    const key = (equals < 0 ? attribute : attribute.slice(0, equals)).trim().toLowerCase();
    const attributeValue = equals < 0 ? '' : attribute.slice(equals + 1).trim();
    if (key === 'path') path = attributeValue.startsWith('/') ? attributeValue : null;
    else if (key === 'secure') secure = true;
    else if (key === 'httponly') httpOnly = true;
    else if (key === 'expires') {
      const time = Date.parse(attributeValue);
      if (!Number.isNaN(time)) expires = time;
    } else if (key === 'max-age' && /^-?\d+$/.test(attributeValue)) {
      const seconds = Number(attributeValue);
      maxAge = seconds <= 0 ? 0 : now + seconds * 1000;
    }
  }
  // A Secure cookie sent over plain http would later travel in clear: browsers refuse it, and so do we.
  if (secure && requestUrl.protocol !== 'https:') return null;
  return {
    name,
    value,
    path: path ?? defaultPath(requestUrl.pathname),
    secure,
    httpOnly,
    expiresAt: maxAge ?? expires,
  };
}

/**
 * Some stacks hand several Set-Cookie headers over joined by ", ". Splits them again at the commas that
 * start a new "name=" (the comma inside an Expires date is followed by a space and a day number, not a name).
 */
export function splitSetCookieHeader(joined: string): string[] {
  return joined
    .split(/,(?=\s*[^;,=\s]+=)/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}

export class CookieJar {
  private cookies: StoredCookie[];

  constructor(
    initial: StoredCookie[] = [],
    private readonly now: () => number = Date.now,
  ) {
    this.cookies = initial.filter((cookie) => !this.isExpired(cookie));
  }

  private isExpired(cookie: StoredCookie): boolean {
    return cookie.expiresAt !== null && cookie.expiresAt <= this.now();
  }

  /** The Cookie header for a request to this address, or null when no cookie applies. */
  cookieHeader(rawUrl: string): string | null {
    const url = new URL(rawUrl);
    const matching = this.cookies
      .filter(
        (cookie) =>
          cookie.origin === url.origin &&
          !this.isExpired(cookie) &&
          (!cookie.secure || url.protocol === 'https:') &&
          pathMatches(url.pathname, cookie.path),
      )
      // Longer paths first (RFC 6265 §5.4); the sort is stable, so otherwise in the order they were set.
      .sort((a, b) => b.path.length - a.path.length);
    return matching.length > 0 ? matching.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') : null;
  }

  /** Takes the Set-Cookie lines of a response to this address; says whether anything changed. */
  store(rawUrl: string, setCookieLines: string[]): boolean {
    const url = new URL(rawUrl);
    const now = this.now();
    let changed = false;
    for (const line of setCookieLines) {
      const parsed = parseSetCookie(line, url, now);
      if (!parsed) continue;
      const sameCookie = (cookie: StoredCookie) => cookie.origin === url.origin && cookie.name === parsed.name && cookie.path === parsed.path;
      const before = this.cookies.length;
      this.cookies = this.cookies.filter((cookie) => !sameCookie(cookie));
      changed ||= this.cookies.length !== before;
      if (parsed.expiresAt !== null && parsed.expiresAt <= now) continue;
      this.cookies.push({ ...parsed, origin: url.origin });
      changed = true;
    }
    return changed;
  }

  clear(): boolean {
    const changed = this.cookies.length > 0;
    this.cookies = [];
    return changed;
  }

  /** The cookies worth keeping across a restart (those with an expiry still ahead). */
  persistentCookies(): StoredCookie[] {
    return this.cookies.filter((cookie) => cookie.expiresAt !== null && !this.isExpired(cookie));
  }
}
