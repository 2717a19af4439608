/** The sidebar: one entry per page, in order; the key names the page in the menu's selection. */
const ADMIN_PAGES = [
  { key: 'da-fare', path: '/', label: 'Da fare' },
  // The titolare's setup checklist: in the sidebar only while a step is left (layouts/AdminLayout.tsx).
  { key: 'per-iniziare', path: '/per-iniziare', label: 'Per iniziare', titolareOnly: true },
  { key: 'dashboard', path: '/dashboard', label: 'Dashboard' },
  { key: 'contacts', path: '/contatti', label: 'Contatti' },
  { key: 'appuntamenti', path: '/appuntamenti', label: 'Appuntamenti' },
  { key: 'contatti-venditori', path: '/contatti-venditori', label: 'Contatti Venditori' },
  { key: 'assistenza', path: '/assistenza', label: 'Assistenza' },
  { key: 'citta-non-supportate', path: '/citta-non-supportate', label: 'Città non supportate' },
  { key: 'precisione-stime', path: '/precisione-stime', label: 'Precisione stime' },
  { key: 'users', path: '/users', label: 'Utenti' },
  { key: 'team', path: '/team', label: 'Team', titolareOnly: true },
  { key: 'registro-attivita', path: '/registro-attivita', label: 'Registro attività', titolareOnly: true },
  { key: 'profilo', path: '/profilo', label: 'Il mio profilo' },
  { key: 'impostazioni-agenzia', path: '/impostazioni-agenzia', label: 'Impostazioni agenzia', titolareOnly: true },
  { key: 'correzioni-zona', path: '/correzioni-zona', label: 'Correzioni di zona', titolareOnly: true },
] as const;

/** The pages a member with this role sees in the sidebar (the server refuses the rest anyway). */
export function pagesFor(role: 'titolare' | 'consulente' | undefined) {
  return ADMIN_PAGES.filter((page) => role === 'titolare' || !('titolareOnly' in page && page.titolareOnly));
}

export type AdminPageKey = (typeof ADMIN_PAGES)[number]['key'];

/** The page key of a location: the page whose path it is or lies under; anything else is the landing page, 'Da fare'. */
export function pageKeyOf(pathname: string): AdminPageKey {
  const match = [...ADMIN_PAGES].filter((page) => page.path !== '/').find((page) => pathname === page.path || pathname.startsWith(`${page.path}/`));
  return match?.key ?? 'da-fare';
}
