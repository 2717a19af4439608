import { useState } from 'react';
import { brand } from '../lib/brand';
import { SiteLink, usePathname } from '../lib/site-navigation';
import styles from './Header.module.css';
import { NAV_LINKS, VALUE_NOW } from './navigation';

function linkClass({ isActive }: { isActive: boolean }) {
  return isActive ? `${styles.link} ${styles.active}` : styles.link;
}

/**
 * Fixed header: logo and links on large screens; name, 'Valuta ora' and a hamburger menu on small ones. It knows
 * no router, so a page served as islands hydrates it on its own.
 */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = usePathname();

  // The menu closes after a choice (and on any other navigation): adjusted while rendering the new page, so
  // the page never appears under a menu still open.
  const [menuPath, setMenuPath] = useState(pathname);
  if (pathname !== menuPath) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <SiteLink to="/" className={styles.brand} aria-label={`${brand.agencyName}, torna alla home`}>
          <img className={styles.logo} src="/favicon.svg" alt="" width="36" height="36" />
          <span>{brand.agencyName}</span>
        </SiteLink>

        <nav aria-label="Principale">
          <ul className={styles.links}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <SiteLink nav to={link.to} className={linkClass}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          <SiteLink to={VALUE_NOW.to} className={`button button-primary ${styles.cta}`}>
            {VALUE_NOW.label}
          </SiteLink>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Chiudi il menu' : 'Apri il menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav id="mobile-menu" className={styles.mobileMenu} aria-label="Menu">
          <ul className={styles.mobileLinks}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <SiteLink nav to={link.to} className={linkClass} onClick={() => setMenuOpen(false)}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
