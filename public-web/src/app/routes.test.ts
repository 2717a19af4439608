import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

const routeOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

describe("the owner's area's routes", () => {
  it("opens each e-mail's link on its own page, and the area with or without a sign-in token", () => {
    const token = 'a'.repeat(43);
    expect(routeOf('/area-venditore')).toBe('/area-venditore/:token?');
    expect(routeOf(`/area-venditore/${token}`)).toBe('/area-venditore/:token?');
    expect(routeOf(`/area-venditore/cancella/${token}`)).toBe('/area-venditore/cancella/:token');
    expect(routeOf(`/area-venditore/disiscrizione/${token}`)).toBe('/area-venditore/disiscrizione/:token');
    expect(routeOf('/area-venditore/a/b/c')).toBe('*');
  });
});
