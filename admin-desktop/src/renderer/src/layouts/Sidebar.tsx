import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { AdminPageKey } from '../app/navigation';
import { Badge } from '../components/plain/Badge';

interface SidebarPage {
  key: string;
  path: string;
  label: string;
  badge?: { count: number; title: string };
}

interface SidebarProps {
  pages: SidebarPage[];
  current: AdminPageKey;
  onNavigate: () => void;
  onPublicSite: () => void;
  onLogout: () => void;
}

const ENTRY: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: '100%',
  minHeight: 40,
  padding: '8px 16px',
  borderRadius: 8,
  color: 'rgba(255, 255, 255, 0.85)',
  background: 'transparent',
  border: 0,
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
};
const CURRENT: CSSProperties = { ...ENTRY, color: '#fff', background: '#1668dc', fontWeight: 600 };
const LIST: CSSProperties = { listStyle: 'none', margin: 0, padding: '4px 8px', display: 'grid', gap: 4 };

/**
 * The back office's sidebar: a list of links, each its own Tab stop opened with Enter (a menu widget would be a
 * single stop walked with the arrows), the current page marked for screen readers too; then the two actions.
 */
export function Sidebar({ pages, current, onNavigate, onPublicSite, onLogout }: SidebarProps) {
  return (
    <nav aria-label="Menu principale">
      <ul style={LIST}>
        {pages.map((page) => {
          const isCurrent = page.key === current;
          return (
            <li key={page.key}>
              <Link
                to={page.path}
                onClick={onNavigate}
                aria-current={isCurrent ? 'page' : undefined}
                aria-label={page.badge?.count ? `${page.label}, ${page.badge.title}` : undefined}
                style={isCurrent ? CURRENT : ENTRY}
              >
                {page.label}
                {page.badge?.count ? <Badge count={page.badge.count} title={page.badge.title} /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
      <hr style={{ border: 0, borderTop: '1px solid rgba(255, 255, 255, 0.2)', margin: '8px 16px' }} />
      <ul style={LIST}>
        <li>
          <button type="button" onClick={onPublicSite} style={ENTRY}>
            Torna al Sito
          </button>
        </li>
        <li>
          <button type="button" onClick={onLogout} style={{ ...ENTRY, color: '#ff8a80' }}>
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
