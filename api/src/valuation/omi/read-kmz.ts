import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import JSZip from 'jszip';
import type { MultiPolygon, Ring } from '../places/geometry.js';

/** A zone's shape from the OMI KMZ, keyed by comune cadastral code and zone code. */
export interface OmiZoneShape {
  cadastral: string;
  zone: string;
  polygon: MultiPolygon;
  centroid: { lat: number; lng: number };
}

type Geometry =
  | { type: 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] }
  | { type: 'GeometryCollection'; geometries: Geometry[] }
  | { type: string };

function polygonsOf(geometry: Geometry | null | undefined): MultiPolygon {
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return [toRings((geometry as { coordinates: number[][][] }).coordinates)];
  if (geometry.type === 'MultiPolygon') return (geometry as { coordinates: number[][][][] }).coordinates.map(toRings);
  if (geometry.type === 'GeometryCollection') return (geometry as { geometries: Geometry[] }).geometries.flatMap(polygonsOf);
  return [];
}

function toRings(polygon: number[][][]): Ring[] {
  return polygon.map((ring) => ring.map(([lng, lat]) => [lng!, lat!] as [number, number]));
}

/** Area-weighted centre of the outer rings (shoelace formula; flat-earth is fine at a zone's scale). */
function centroidOf(polygon: MultiPolygon): { lat: number; lng: number } {
  let area = 0;
  let x = 0;
  let y = 0;
  for (const [outer] of polygon) {
    if (!outer) continue;
    for (let i = 0, j = outer.length - 1; i < outer.length; j = i, i += 1) {
      const [xi, yi] = outer[i]!;
      const [xj, yj] = outer[j]!;
      const cross = xj * yi - xi * yj;
      area += cross;
      x += (xj + xi) * cross;
      y += (yj + yi) * cross;
    }
  }
  if (area === 0) {
    const points = polygon.flatMap(([outer]) => outer ?? []);
    return { lng: points.reduce((sum, [lng]) => sum + lng, 0) / points.length, lat: points.reduce((sum, [, lat]) => sum + lat, 0) / points.length };
  }
  return { lng: x / (3 * area), lat: y / (3 * area) };
}

/**
 * Reads the OMI zone polygons of a province KMZ: every KML inside (the main one links one per comune), each
 * Placemark carrying CODCOM (cadastral code) and CODZONA (zone code). Coordinates are WGS84 lng,lat.
 */
export async function readOmiKmz(content: Buffer): Promise<OmiZoneShape[]> {
  const archive = await JSZip.loadAsync(content);
  const shapes = new Map<string, OmiZoneShape>();
  const parser = new DOMParser();
  for (const file of Object.values(archive.files)) {
    if (file.dir || !file.name.toLowerCase().endsWith('.kml')) continue;
    const document = parser.parseFromString(await file.async('string'), 'text/xml');
    const collection = kml(document as unknown as Parameters<typeof kml>[0]);
    for (const feature of collection.features) {
      const properties = (feature.properties ?? {}) as Record<string, unknown>;
      const cadastral = String(properties.CODCOM ?? '').trim();
      const zone = String(properties.CODZONA ?? '').trim();
      const polygon = polygonsOf(feature.geometry as Geometry);
      if (!cadastral || !zone || polygon.length === 0) continue;
      const key = `${cadastral}:${zone}`;
      const merged = [...(shapes.get(key)?.polygon ?? []), ...polygon];
      shapes.set(key, { cadastral, zone, polygon: merged, centroid: centroidOf(merged) });
    }
  }
  return [...shapes.values()];
}
