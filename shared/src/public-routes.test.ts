import { describe, expect, it } from 'vitest';
import { isPublicRoute, publicRouteOf } from './public-routes.js';

describe('public routes', () => {
  it("reads an owner's link as its route's pattern, so no token becomes a page of its own", () => {
    const token = 'a'.repeat(43);
    expect(publicRouteOf('/area-venditore')).toBe('/area-venditore');
    expect(publicRouteOf(`/area-venditore/${token}`)).toBe('/area-venditore/:token');
    expect(publicRouteOf(`/area-venditore/cancella/${token}/`)).toBe('/area-venditore/cancella/:token');
    expect(publicRouteOf(`/area-venditore/disiscrizione/${token}`)).toBe('/area-venditore/disiscrizione/:token');
  });

  it('knows nothing else under the area, nor invented paths', () => {
    expect(isPublicRoute('/area-venditore/altro/x/y')).toBe(false);
    expect(isPublicRoute('/area-venditore/%3Cscript%3E')).toBe(false);
    expect(isPublicRoute('/pagina-inventata')).toBe(false);
    expect(publicRouteOf('/privacy/')).toBe('/privacy');
  });
});
