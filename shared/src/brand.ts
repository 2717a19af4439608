/**
 * The agency's public identity. These are the defaults of a fresh install; every field can be overridden
 * from the environment (see .env.example), and the API hands the merged values to the public site.
 */
export interface Brand {
  agencyName: string;
  legalName: string;
  vatNumber: string;
  reaNumber: string;
  address: string;
  city: string;
  landline: string;
  mobile: string;
  /** International digits only, as wa.me expects (e.g. 393331234567). */
  whatsapp: string;
  whatsappMessage: string;
  email: string;
  facebookUrl: string;
  instagramUrl: string;
  linkedinUrl: string;
  /** Optional embeds; the pages stay useful without them. */
  videoUrl: string;
  mapUrl: string;
  calendarUrl: string;
  /** Advertising pixel id; empty disables the pixel. */
  pixelId: string;
  assistantName: string;
}

export const DEFAULT_BRAND: Brand = {
  agencyName: 'Valuta Casa Torino',
  legalName: 'Valuta Casa Torino S.r.l.',
  vatNumber: 'IT00000000000',
  reaNumber: 'TO-0000000',
  address: 'Via Roma 101, 10123 Torino (TO)',
  city: 'Torino',
  landline: '+39 011 000 0000',
  mobile: '+39 333 000 0000',
  whatsapp: '393330000000',
  whatsappMessage: 'Buongiorno, vorrei informazioni sulla valutazione della mia casa.',
  email: 'info@valutacasatorino.it',
  facebookUrl: 'https://www.facebook.com/',
  instagramUrl: 'https://www.instagram.com/',
  linkedinUrl: 'https://www.linkedin.com/',
  videoUrl: '',
  mapUrl: '',
  calendarUrl: '',
  pixelId: '',
  assistantName: 'Amelia',
};

/** wa.me link with the pre-filled message. */
export function whatsappLink(brand: Pick<Brand, 'whatsapp' | 'whatsappMessage'>, message = brand.whatsappMessage): string {
  return `https://wa.me/${brand.whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/** tel: link from a displayed number. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
