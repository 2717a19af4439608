import type { SiteContent } from '@valuta/shared/agency';

// Not the shared module's empty value: importing a value from it would bring its schemas (and zod) to every page.
const EMPTY_SITE_CONTENT: SiteContent = { team: [], reviews: [], mailConfigured: false };

/** Id of the JSON block in which the server hands the agency's team and reviews (and whether it sends e-mail) to the page. */
const SITE_CONTENT_ID = 'site-content';

function readServerContent(): SiteContent {
  if (typeof document === 'undefined') return EMPTY_SITE_CONTENT;
  const block = document.getElementById(SITE_CONTENT_ID);
  if (!block?.textContent) return EMPTY_SITE_CONTENT;
  try {
    const parsed = JSON.parse(block.textContent) as Partial<SiteContent>;
    return { team: parsed.team ?? [], reviews: parsed.reviews ?? [], mailConfigured: parsed.mailConfigured === true };
  } catch {
    return EMPTY_SITE_CONTENT;
  }
}

/**
 * The team and the reviews the agency entered in the back office, as the server rendered the page with them;
 * empty outside our server (the Vite dev server, unit tests), so the sections that show them are left out,
 * and no mail server there either, so no page promises an e-mail.
 */
export const siteContent: SiteContent = { ...readServerContent() };

/** Used by the prerenderer, which renders every page with the agency's current content. */
export function applyServerContent(content: SiteContent) {
  Object.assign(siteContent, content);
}
