import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PUBLIC_ROUTES, metaFor, publicRouteOf, type Brand, type SiteContent } from '@valuta/shared';
import { escapeHtml } from '../infra/html.js';
import type { Logger } from '../infra/logger.js';
import { realEstateAgentJsonLd } from './structured-data.js';

/** What dist-ssr/entry-server.js exports (public-web/src/entry-server.tsx). */
interface SsrEntry {
  render(url: string, brand: Brand, content: SiteContent): Promise<{ html: string; status: number; islands?: boolean }>;
}

export interface PrerenderDeps {
  publicWebDist: string;
  ssrEntry: string;
  publicUrl: string;
  /** The agency's details, team and reviews as they are now, with the version they were saved under. */
  agency: { current(): Promise<{ brand: Brand; version: number }>; siteContent(): Promise<Omit<SiteContent, 'mailConfigured'>> };
  /** A mail server is configured (SMTP_URL): only then do the pages say the estimate also arrives by e-mail. */
  mailConfigured: boolean;
  logger: Logger;
}

export interface RenderedPage {
  html: string;
  status: number;
}

const NOT_FOUND_KEY = '/__pagina-non-trovata__';

/** JSON that is safe inside a <script> block: no "</script>" can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function normalize(pathname: string) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Turns the public build's shell into one HTML page per route: the page's own title, description, canonical
 * URL, Open Graph tags, the agency's schema.org data, its details, team and reviews, plus the body rendered
 * by React on the server (when the SSR build is there). A page is rendered once per version of the agency's
 * settings and kept: it depends only on the build (fixed for the life of the process) and those settings,
 * whose version every request reads, so a change saved on any instance shows on the next request.
 */
export function createPrerenderer({ publicWebDist, ssrEntry, publicUrl, agency, mailConfigured, logger }: PrerenderDeps) {
  const cache = new Map<string, Promise<RenderedPage | null>>();
  let cachedVersion = -1;
  let ssr: Promise<SsrEntry | null> | null = null;
  const indexable = new Set(PUBLIC_ROUTES.filter((route) => route.indexable).map((route) => route.path));

  function loadSsr(): Promise<SsrEntry | null> {
    ssr ??= existsSync(ssrEntry)
      ? (import(pathToFileURL(ssrEntry).href) as Promise<SsrEntry>).catch((error: unknown) => {
          logger.error({ err: error }, 'prerender entry failed to load; pages are served without prerendered content');
          return null;
        })
      : Promise.resolve(null);
    return ssr;
  }

  function headTags(route: string, meta: { title: string; description: string }, found: boolean, brand: Brand, content: SiteContent): string {
    const canonical = `${publicUrl}${route === '/' ? '/' : route}`;
    const listed = found && indexable.has(route);
    const ogImage = existsSync(path.join(publicWebDist, 'og-image.png')) ? `${publicUrl}/og-image.png` : null;
    const tags = [
      listed ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '<meta name="robots" content="noindex, follow">',
      '<meta property="og:type" content="website">',
      '<meta property="og:locale" content="it_IT">',
      `<meta property="og:site_name" content="${escapeHtml(brand.agencyName)}">`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
      `<meta property="og:url" content="${escapeHtml(canonical)}">`,
      ...(ogImage
        ? [
            `<meta property="og:image" content="${escapeHtml(ogImage)}">`,
            '<meta property="og:image:width" content="1200">',
            '<meta property="og:image:height" content="630">',
          ]
        : []),
      `<meta name="twitter:card" content="${ogImage ? 'summary_large_image' : 'summary'}">`,
      `<script type="application/ld+json">${scriptJson(realEstateAgentJsonLd(brand, publicUrl))}</script>`,
      `<script id="brand-data" type="application/json">${scriptJson(brand)}</script>`,
      `<script id="site-content" type="application/json">${scriptJson(content)}</script>`,
    ];
    return tags.filter(Boolean).join('\n    ');
  }

  /**
   * The build's shell for a page: index.html starts the whole app; islands.html, for a page whose route asks
   * for it, only hydrates the page's islands. The site's stylesheet is written into the page, so the first
   * paint waits for no other request (it is a few kilobytes, and every page is styled by it).
   */
  async function shell(islands: boolean): Promise<string | null> {
    let template: string;
    try {
      template = await readFile(path.join(publicWebDist, 'index.html'), 'utf8');
      if (islands) template = await readFile(path.join(publicWebDist, 'islands.html'), 'utf8').catch(() => template);
    } catch {
      return null;
    }
    const stylesheets = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g)];
    for (const [tag, file] of stylesheets) {
      try {
        const css = await readFile(path.join(publicWebDist, file!), 'utf8');
        template = template.replace(tag, () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
      } catch {
        // Without the file the link stays: the browser asks for it and gets the server's answer.
      }
    }
    return template;
  }

  async function build(route: string, found: boolean, brand: Brand): Promise<RenderedPage | null> {
    const entry = await loadSsr();
    const content: SiteContent = { ...(await agency.siteContent()), mailConfigured };
    const meta = metaFor(found ? route : NOT_FOUND_KEY, brand.agencyName);
    let body = '';
    let islands = false;
    if (entry) {
      try {
        const rendered = await entry.render(`${publicUrl}${found ? route : NOT_FOUND_KEY}`, brand, content);
        body = rendered.html;
        islands = rendered.islands === true;
      } catch (error) {
        // A page that cannot render on the server is still served: the browser renders it.
        logger.warn({ err: error, route }, 'page not prerendered');
      }
    }
    const template = await shell(islands);
    if (template === null) return null;
    // Each piece goes in through a function: a replacement string would read the agency's `$'`, `$&` or `$$`
    // as patterns (the rest of the page, the match, a dollar) instead of text.
    const html = template
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
      .replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => `<meta name="description" content="${escapeHtml(meta.description)}" />`)
      .replace('</head>', () => `  ${headTags(route, meta, found, brand, content)}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
    return { html, status: found ? 200 : 404 };
  }

  return {
    /** The HTML for a public path: its own page for a route, the not-found page with 404 otherwise. */
    async page(pathname: string): Promise<RenderedPage | null> {
      // A link's page (its path carries a token) is rendered and kept once, under its route's pattern.
      const pattern = publicRouteOf(normalize(pathname));
      const route = pattern ?? normalize(pathname);
      const found = pattern !== null;
      const key = found ? route : NOT_FOUND_KEY;
      const { brand, version } = await agency.current();
      if (version !== cachedVersion) {
        cache.clear();
        cachedVersion = version;
      }
      let page = cache.get(key);
      if (!page) {
        page = build(route, found, brand);
        cache.set(key, page);
        // A failed read (no build yet) or a failed render is retried on the next request rather than
        // remembered. The failure itself reaches the caller through `page`; this branch only forgets it (left
        // without a handler, its rejection would end the process).
        void page.then(
          (result) => {
            if (!result) cache.delete(key);
          },
          () => cache.delete(key),
        );
      }
      return page;
    },
  };
}

export type Prerenderer = ReturnType<typeof createPrerenderer>;
