/**
 * The agency's own content as the back office edits it ('Impostazioni agenzia'): company and legal details,
 * the team of the about page, the reviews of the home and landing pages, the e-mail signature. The schemas
 * carry the Italian messages both the form and the API show.
 */
import { z } from 'zod';
import type { Brand } from '../brand.js';
import { isHttpsAddress } from '../https-address.js';

const MAX_FIELD = 200;
const MAX_TEXT = 1200;
const TOO_LONG = 'Il testo inserito è troppo lungo';

const text = (max = MAX_FIELD) => z.string({ error: 'Testo non valido' }).trim().max(max, { error: TOO_LONG });

/** An optional https address of a real host (see isHttpsAddress); blank is allowed and means "none". */
const optionalUrl = (what: string) =>
  text(500).refine((value) => value === '' || isHttpsAddress(value), {
    error: `${what} non valido: deve iniziare con https:// seguito dal nome del sito, senza spazi né virgole`,
  });

const optionalEmail = (message: string) => text(254).refine((value) => value === '' || z.email().safeParse(value).success, { error: message });

const optionalPhone = (message: string) =>
  text(30).refine((value) => value === '' || (/^\+?[0-9\s()./-]+$/.test(value) && value.replace(/\D/g, '').length >= 6), {
    error: message,
  });

/**
 * The check digit of an Italian VAT number (partita IVA): 11 digits; digits in odd places are summed, those
 * in even places doubled (minus 9 above 9), and the total must be a multiple of 10.
 */
export function isValidVatNumber(value: string): boolean {
  const digits = value.replace(/^IT/i, '').replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits) || /^0+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 11; index++) {
    let digit = Number(digits[index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const VAT_NUMBER_MESSAGE = 'Partita IVA non valida: servono 11 cifre con la cifra di controllo corretta';

/** An optional whole number the agency states about itself; null (or left out) means "not stated". */
const optionalFigure = (max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(max, { error: message }).nullable().default(null);

/** The company and legal details, the contacts, the social links, the embeds and the agency's own figures. */
export const AgencyCompanySchema = z.object({
  agencyName: text().min(2, { error: "Il nome dell'agenzia è obbligatorio" }),
  legalName: text(),
  vatNumber: text(20)
    .transform((value) => value.replace(/^IT/i, '').replace(/\s/g, ''))
    .refine((value) => value === '' || isValidVatNumber(value), { error: VAT_NUMBER_MESSAGE }),
  reaNumber: text(30).refine((value) => value === '' || /^[A-Z]{2}\s?-?\s?\d{4,8}$/i.test(value), {
    error: 'Numero REA non valido (es. TO-1234567)',
  }),
  address: text(),
  city: text(80),
  landline: optionalPhone('Numero di telefono fisso non valido'),
  mobile: optionalPhone('Numero di cellulare non valido'),
  whatsapp: text(30)
    .transform((value) => value.replace(/\D/g, ''))
    .refine((value) => value === '' || (value.length >= 8 && value.length <= 15), {
      error: 'Numero WhatsApp non valido: solo cifre con il prefisso internazionale (es. 393331234567)',
    }),
  whatsappMessage: text(300),
  email: optionalEmail('Indirizzo e-mail non valido'),
  // Settings saved before the field existed read as "not stated".
  openingHours: text(120).default(''),
  facebookUrl: optionalUrl('Indirizzo Facebook'),
  instagramUrl: optionalUrl('Indirizzo Instagram'),
  linkedinUrl: optionalUrl('Indirizzo LinkedIn'),
  videoUrl: optionalUrl('Indirizzo del video'),
  mapUrl: optionalUrl('Indirizzo della mappa'),
  calendarUrl: optionalUrl('Indirizzo del calendario'),
  yearsInBusiness: optionalFigure(200, 'Anni di attività non validi: un numero intero da 0 a 200'),
  salesCount: optionalFigure(1_000_000, 'Compravendite concluse non valide: un numero intero da 0 a 1.000.000'),
  advisorsYears: optionalFigure(100, 'Anni di esperienza dei consulenti non validi: un numero intero da 0 a 100'),
});
export type AgencyCompany = z.output<typeof AgencyCompanySchema>;
export type AgencyCompanyInput = z.input<typeof AgencyCompanySchema>;

/** The fields of Brand the back office edits; the pixel and the assistant's name stay in the configuration. */
export const AGENCY_COMPANY_FIELDS = Object.keys(AgencyCompanySchema.shape) as Array<keyof AgencyCompany>;

const entryId = z.string({ error: 'Identificativo non valido' }).regex(/^[a-z0-9-]{1,40}$/, { error: 'Identificativo non valido' });

/** An uploaded photo's id, as GET /api/agency/photos/:id serves it. */
export const PhotoIdSchema = z.string({ error: 'Foto non valida' }).regex(/^[a-f0-9]{32}$/, { error: 'Foto non valida' });

export const AgencyTeamMemberSchema = z.object({
  id: entryId,
  name: text(120).min(2, { error: 'Il nome è obbligatorio' }),
  role: text(160).min(2, { error: 'Il ruolo è obbligatorio' }),
  text: text(MAX_TEXT),
  photoId: PhotoIdSchema.nullable().default(null),
});
export type AgencyTeamMember = z.output<typeof AgencyTeamMemberSchema>;

export const REVIEW_SOURCES = ['Google', 'Facebook', 'Immobiliare.it', 'Idealista', 'Trustpilot', 'Diretta'] as const;

export const ReviewSchema = z.object({
  id: entryId,
  author: text(120).min(2, { error: "L'autore è obbligatorio" }),
  town: text(120),
  text: text(MAX_TEXT).min(10, { error: 'Il testo della recensione è obbligatorio (almeno 10 caratteri)' }),
  stars: z
    .number({ error: 'Le stelle vanno da 1 a 5' })
    .int({ error: 'Le stelle vanno da 1 a 5' })
    .min(1, { error: 'Le stelle vanno da 1 a 5' })
    .max(5, {
      error: 'Le stelle vanno da 1 a 5',
    }),
  date: z.iso.date({ error: 'Data non valida' }),
  source: z.enum(REVIEW_SOURCES, { error: 'Fonte non valida' }),
});
export type Review = z.output<typeof ReviewSchema>;

/** PUT /api/admin/agency-settings: the whole document at once. */
export const AgencySettingsPayloadSchema = z.object({
  company: AgencyCompanySchema,
  team: z.array(AgencyTeamMemberSchema, { error: 'Squadra non valida' }).max(30, { error: 'Al massimo 30 persone' }),
  reviews: z.array(ReviewSchema, { error: 'Recensioni non valide' }).max(60, { error: 'Al massimo 60 recensioni' }),
  emailSignature: text(1000),
});
export type AgencySettingsPayload = z.output<typeof AgencySettingsPayloadSchema>;
export type AgencySettingsPayloadInput = z.input<typeof AgencySettingsPayloadSchema>;

/** GET /api/admin/agency-settings. */
export interface AgencySettingsResponse extends AgencySettingsPayload {
  /** Null until the settings are first saved (the company details then come from the configuration). */
  updatedAt: string | null;
  /** The legal details that are missing or still placeholders ('Completa i dati dell'agenzia'). */
  missingLegalDetails: Array<'legalName' | 'vatNumber' | 'reaNumber' | 'address'>;
}

/** POST /api/admin/agency-settings/photos. */
export interface AgencyPhotoResponse {
  id: string;
  url: string;
}

const PLACEHOLDER_PATTERNS = [/^IT?0+$/i, /0000000/, /000 0000/];

function isPlaceholder(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || PLACEHOLDER_PATTERNS.some((pattern) => pattern.test(trimmed));
}

/** The legal details an agency must publish that are still empty, placeholders or invalid. */
export function missingLegalDetails(
  brand: Pick<Brand, 'legalName' | 'vatNumber' | 'reaNumber' | 'address'>,
): AgencySettingsResponse['missingLegalDetails'] {
  const missing: AgencySettingsResponse['missingLegalDetails'] = [];
  if (isPlaceholder(brand.legalName)) missing.push('legalName');
  if (isPlaceholder(brand.vatNumber) || !isValidVatNumber(brand.vatNumber)) missing.push('vatNumber');
  if (isPlaceholder(brand.reaNumber)) missing.push('reaNumber');
  if (isPlaceholder(brand.address)) missing.push('address');
  return missing;
}
