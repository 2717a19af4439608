/**
 * The links the app hands to the operating system (Electron checklist #15: never openExternal an untrusted
 * address): e-mail and phone links of the leads, WhatsApp chats (wa.me), and the agency's public site, which
 * is the configured server's origin. Anything else (other sites, file:, javascript:, custom schemes) is
 * refused. A path such as "/" means a page of the public site.
 */
const MAX_LENGTH = 2048;
const EMAIL = /^[^\s@/?#]+@[^\s@/?#]+\.[^\s@/?#]+$/;
const PHONE = /^\+?[\d\s().-]{3,30}$/;
const WHATSAPP_PATH = /^\/\d{6,15}$/;

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The address to open, normalised, or null when the allow-list refuses it. */
export function allowedExternalUrl(raw: string, siteOrigin: string | null): string | null {
  const text = raw.trim();
  if (!text || text.length > MAX_LENGTH) return null;
  let url: URL;
  try {
    if (text.startsWith('/') && !text.startsWith('//')) {
      if (!siteOrigin) return null;
      url = new URL(text, siteOrigin);
    } else {
      url = new URL(text);
    }
  } catch {
    return null;
  }
  if (url.username || url.password) return null;

  switch (url.protocol) {
    case 'mailto:':
      return EMAIL.test(decoded(url.pathname) ?? '') ? url.href : null;
    case 'tel:':
      return PHONE.test(decoded(url.pathname) ?? '') && !url.search ? url.href : null;
    case 'https:':
    case 'http:':
      if (url.protocol === 'https:' && url.host === 'wa.me' && WHATSAPP_PATH.test(url.pathname)) return url.href;
      return siteOrigin !== null && url.origin === siteOrigin ? url.href : null;
    default:
      return null;
  }
}
