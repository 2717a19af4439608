import { DEFAULT_BRAND, type Brand } from '@valuta/shared/brand';

/** The agency's details for the pages. */
export const brand: Brand = DEFAULT_BRAND;
