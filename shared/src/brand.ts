/**
 * The agency's public identity. A fresh install knows nothing of the agency, so the defaults are empty (a page
 * leaves out what is empty) rather than invented. The environment can seed the company details (see
 * .env.example); the back office's 'Impostazioni agenzia' then owns them, and the API hands the current
 * values to the public site.
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
  /** The office's opening hours as the agency writes them ("Lunedì–venerdì 9:00–13:00"); empty: not shown. */
  openingHours: string;
  facebookUrl: string;
  instagramUrl: string;
  linkedinUrl: string;
  /** Optional embeds; the pages stay useful without them. */
  videoUrl: string;
  mapUrl: string;
  calendarUrl: string;
  /**
   * The agency's own figures (years in business, sales concluded, its advisors' years in the trade). Null
   * until the agency enters them: a page states a figure only when the agency has given it.
   */
  yearsInBusiness: number | null;
  salesCount: number | null;
  advisorsYears: number | null;
  /** Advertising pixel id; empty disables the pixel. */
  pixelId: string;
  assistantName: string;
}

export const DEFAULT_BRAND: Brand = {
  agencyName: 'Valuta Casa Torino',
  legalName: '',
  vatNumber: '',
  reaNumber: '',
  address: '',
  city: 'Torino',
  landline: '',
  mobile: '',
  whatsapp: '',
  whatsappMessage: 'Buongiorno, vorrei informazioni sulla valutazione della mia casa.',
  email: '',
  openingHours: '',
  facebookUrl: '',
  instagramUrl: '',
  linkedinUrl: '',
  videoUrl: '',
  mapUrl: '',
  calendarUrl: '',
  yearsInBusiness: null,
  salesCount: null,
  advisorsYears: null,
  pixelId: '',
  assistantName: 'Amelia',
};

/** wa.me link with the pre-filled message. */
export function whatsappLink(brand: Pick<Brand, 'whatsapp' | 'whatsappMessage'>, message = brand.whatsappMessage): string {
  return `https://wa.me/${brand.whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/** "chiamaci al …" / "scrivici su WhatsApp al …": the ways to reach the agency it has set, '' when none. */
export function reachUs(brand: Pick<Brand, 'landline' | 'mobile' | 'whatsapp'>): string {
  const ways = [
    brand.whatsapp && brand.mobile ? `scrivici su WhatsApp al ${brand.mobile}` : '',
    brand.landline ? `chiamaci al ${brand.landline}` : !brand.whatsapp && brand.mobile ? `chiamaci al ${brand.mobile}` : '',
  ].filter(Boolean);
  return ways.join(' o ');
}

/** tel: link from a displayed number. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
