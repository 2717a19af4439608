import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import JSZip from 'jszip';
import { z } from 'zod';
import type { MultiPolygon, Ring } from '../places/geometry.js';

/** A zone's shape from the OMI KMZ, keyed by comune cadastral code and zone code. */
export interface OmiZoneShape {
  cadastral: string;
  zone: string;
  polygon: MultiPolygon;
  centroid: { lat: number; lng: number };
}

/**
 * The part of togeojson's GeoJSON this reader uses. Its declarations name the types of the `geojson`
 * package, which is not installed, so the result is read as unknown and checked here.
 */
const FeatureCollectionSchema = z.object({
  features: z.array(z.object({ properties: z.record(z.string(), z.unknown()).nullish(), geometry: z.unknown() })),
});

/** [lng, lat], possibly followed by an altitude. */
const PositionSchema = z.array(z.number()).min(2);
const PolygonCoordinatesSchema = z.array(z.array(PositionSchema));
const AreaGeometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: PolygonCoordinatesSchema }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(PolygonCoordinatesSchema) }),
  z.object({ type: z.literal('GeometryCollection'), geometries: z.array(z.unknown()) }),
]);

/** The polygons of a feature's geometry; points, lines and features without geometry have none. */
function polygonsOf(geometry: unknown): MultiPolygon {
  const parsed = AreaGeometrySchema.safeParse(geometry);
  if (!parsed.success) return [];
  const area = parsed.data;
  if (area.type === 'Polygon') return [toRings(area.coordinates)];
  if (area.type === 'MultiPolygon') return area.coordinates.map(toRings);
  return area.geometries.flatMap(polygonsOf);
}

/** A code of the Placemark's data (text, or a number where the KML's schema types the field). */
function codeOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
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
    const converted: unknown = kml(document);
    for (const feature of FeatureCollectionSchema.parse(converted).features) {
      const cadastral = codeOf(feature.properties?.CODCOM);
      const zone = codeOf(feature.properties?.CODZONA);
      const polygon = polygonsOf(feature.geometry);
      if (!cadastral || !zone || polygon.length === 0) continue;
      const key = `${cadastral}:${zone}`;
      const merged = [...(shapes.get(key)?.polygon ?? []), ...polygon];
      shapes.set(key, { cadastral, zone, polygon: merged, centroid: centroidOf(merged) });
    }
  }
  return [...shapes.values()];
}
