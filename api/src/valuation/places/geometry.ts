/** Plain geometry on WGS84 coordinates, good enough at the scale of a city's zones. */

export type Ring = Array<[lng: number, lat: number]>;
/** GeoJSON-style: a polygon is an outer ring followed by holes; a zone is one or more polygons. */
export type MultiPolygon = Ring[][];

function insideRing(lng: number, lat: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Ray casting: inside an outer ring and outside its holes, in any of the polygons. */
export function pointInMultiPolygon(lng: number, lat: number, polygons: MultiPolygon): boolean {
  return polygons.some(
    ([outer, ...holes]) => outer !== undefined && insideRing(lng, lat, outer) && !holes.some((hole) => insideRing(lng, lat, hole)),
  );
}
