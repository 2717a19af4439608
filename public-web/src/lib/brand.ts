import { DEFAULT_BRAND, type Brand } from '@valuta/shared/brand';

/** Id of the JSON block in which the server hands the configured brand to the page. */
const BRAND_DATA_ID = 'brand-data';

function readServerBrand(): Partial<Brand> {
  if (typeof document === 'undefined') return {};
  const block = document.getElementById(BRAND_DATA_ID);
  if (!block?.textContent) return {};
  try {
    return JSON.parse(block.textContent) as Partial<Brand>;
  } catch {
    return {};
  }
}

/**
 * The agency's details for the pages: the server's configuration (from the environment) when the page was
 * served by our server, the defaults otherwise (the Vite dev server, unit tests). One object, filled before
 * the first render, so the prerendered HTML and the hydrated page agree.
 */
export const brand: Brand = { ...DEFAULT_BRAND, ...readServerBrand() };

/** Used by the prerenderer, which renders every page with the server's configured brand. */
export function applyServerBrand(configured: Brand) {
  Object.assign(brand, configured);
}
