import { CHAT_PATH } from '@valuta/shared/public-routes';

/** The header's links, in order. */
export const NAV_LINKS = [
  { to: '/chi-siamo', label: 'Chi siamo' },
  { to: '/vendi-casa', label: 'Vendi casa' },
  { to: '/diventa-partner', label: 'Diventa partner' },
  { to: '/contatti', label: 'Contatti' },
] as const;

export const VALUE_NOW = { to: CHAT_PATH, label: 'Valuta ora' } as const;
