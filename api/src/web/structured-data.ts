import type { Brand } from '@valuta/shared';
import { openingHoursSpecification } from './opening-hours.js';

/** Splits "Via Roma 101, 10123 Torino (TO)" into schema.org PostalAddress parts, best effort. */
function postalAddress(brand: Brand) {
  const match = /^(.*?),\s*(\d{5})\s+(.+?)(?:\s*\(([A-Z]{2})\))?$/.exec(brand.address.trim());
  return {
    '@type': 'PostalAddress',
    streetAddress: match?.[1] ?? brand.address,
    ...(match?.[2] ? { postalCode: match[2] } : {}),
    addressLocality: match?.[3] ?? brand.city,
    ...(match?.[4] ? { addressRegion: match[4] } : {}),
    addressCountry: 'IT',
  };
}

/** The agency as schema.org RealEstateAgent, for search engines' business panels; what is not set is left out. */
export function realEstateAgentJsonLd(brand: Brand, publicUrl: string) {
  const set = (key: string, value: string) => (value ? { [key]: value } : {});
  const hours = openingHoursSpecification(brand.openingHours);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${publicUrl}/#agenzia`,
    name: brand.agencyName,
    ...set('legalName', brand.legalName),
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    image: `${publicUrl}/favicon.svg`,
    ...set('email', brand.email),
    ...set('telephone', brand.landline || brand.mobile),
    ...set('vatID', brand.vatNumber ? `IT${brand.vatNumber.replace(/^IT/i, '')}` : ''),
    ...(brand.address ? { address: postalAddress(brand) } : {}),
    areaServed: { '@type': 'City', name: brand.city },
    priceRange: 'Valutazione gratuita',
    // Only the hours the agency wrote, and only when they read unambiguously (opening-hours.ts).
    ...(hours ? { openingHoursSpecification: hours } : {}),
    sameAs: [brand.facebookUrl, brand.instagramUrl, brand.linkedinUrl].filter((url) => url && new URL(url).pathname.length > 1),
  };
}
