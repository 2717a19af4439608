import type { AgencySettingsResponse } from '@valuta/shared/agency';

/** The agency's settings as a fresh install answers them: a name and the city, nothing else saved yet. */
export const FRESH_AGENCY_SETTINGS: AgencySettingsResponse = {
  company: {
    agencyName: 'Casa Sabauda',
    legalName: '',
    vatNumber: '',
    reaNumber: '',
    address: '',
    city: 'Torino',
    landline: '',
    mobile: '',
    whatsapp: '',
    whatsappMessage: '',
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
  },
  team: [],
  reviews: [],
  emailSignature: '',
  updatedAt: '2026-12-01T08:00:00Z',
  missingLegalDetails: ['legalName', 'vatNumber', 'reaNumber', 'address'],
};
