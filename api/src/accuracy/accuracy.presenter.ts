/** How a price zone of the accuracy figures is named, for the back office and the public page. */

/** 'Torino · zona B8', 'Moncalieri · media del comune', 'Comune 001156 · zona C1', 'Zona non indicata'. */
export function zoneLabel(comuneCode: string | null, comuneName: string | null, zoneCode: string | null): string {
  const comune = comuneName ?? (comuneCode ? `Comune ${comuneCode}` : null);
  // The estimate falls back to the comune's average when the address had no zone of its own.
  const zone = zoneCode === null ? null : zoneCode === 'COMUNE' || zoneCode === 'TO' ? 'media del comune' : `zona ${zoneCode}`;
  if (comune && zone) return `${comune} · ${zone}`;
  return comune ?? (zone ? zone.charAt(0).toUpperCase() + zone.slice(1) : 'Zona non indicata');
}
