/**
 * The home in Italian words, as the e-mails, the assistant's context and the back office describe it:
 * "Appartamento, 90 m², 3 locali, 2° piano con ascensore".
 */
import { categoryLabel, conditionLabel, floorLabel, formatEuro, formatNumber, type PropertyData } from '@valuta/shared';

const yesNo = (value: boolean | null | undefined) => (value === null || value === undefined ? 'non indicato' : value ? 'sì' : 'no');

/**
 * Where the home is, to the quartiere: the comune and the quartiere, both names from the chat's own lists
 * (what the owner typed was only matched against them), never the street.
 */
function areaLabel(property: PropertyData): string {
  const comune = property.city ? `${property.city}${property.province ? ` (${property.province})` : ''}` : 'Comune non indicato';
  return property.quartiere ? `${comune}, zona ${property.quartiere}` : comune;
}

/** Where the home is: the confirmed address, else the quartiere, else the comune. */
export function placeLabel(property: PropertyData): string {
  return property.formattedAddress || areaLabel(property);
}

/** Label/value rows of everything the owner told Amelia. */
export function propertyRows(property: PropertyData): Array<[string, string]> {
  const outdoor = [property.hasBalcony && 'balcone', property.hasTerrace && 'terrazzo', property.hasGarden && 'giardino'].filter(Boolean);
  const rows: Array<[string, string]> = [
    ['Indirizzo', placeLabel(property)],
    ['Tipologia', categoryLabel(property.propertyType)],
    ['Superficie', property.squareMeters ? `${formatNumber(property.squareMeters)} m²` : 'non indicata'],
    ['Locali', property.rooms ? String(property.rooms) : 'non indicato'],
    ['Bagni', property.bathrooms ? String(property.bathrooms) : 'non indicato'],
  ];
  if (property.floor !== undefined) rows.push(['Piano', floorLabel(property.floor) ?? 'non indicato']);
  if (property.hasElevator !== undefined) rows.push(['Ascensore', yesNo(property.hasElevator)]);
  rows.push(
    ['Spazi esterni', outdoor.length ? outdoor.join(', ') : 'nessuno'],
    ['Box auto', yesNo(property.hasGarage)],
    ['Stato', conditionLabel(property.condition) ?? 'non indicato'],
    ['Anno di costruzione', property.constructionYear ? String(property.constructionYear) : 'non indicato'],
    ['Classe energetica', property.energyClass ?? 'non indicata'],
  );
  return rows;
}

/**
 * One line for the owner: "Appartamento di 90 m² – Torino (TO), zona San Salvario". Without the street: the
 * line goes to an address nobody has verified, and the street is text the owner typed (the embedded geocoder
 * only tidies it).
 */
export function propertyHeadline(property: PropertyData): string {
  const size = property.squareMeters ? ` di ${formatNumber(property.squareMeters)} m²` : '';
  return `${categoryLabel(property.propertyType)}${size} – ${areaLabel(property)}`;
}

export function rangeText(min: number, max: number): string {
  return `da ${formatEuro(min)} a ${formatEuro(max)}`;
}
