import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { openPublicSite } from '../lib/public-site';
import { desktopBridge } from '../lib/runtime';

/**
 * A link to a page of the public site. In the browser it is a plain link; in the desktop app a click opens
 * the system browser instead of leaving the back office (the address still shows on hover).
 */
export function PublicSiteLink({ path = '/', style, children }: { path?: string; style?: CSSProperties; children: ReactNode }) {
  function openOutside(event: MouseEvent<HTMLAnchorElement>) {
    if (!desktopBridge()) return;
    event.preventDefault();
    openPublicSite(path);
  }
  return (
    <a href={path} onClick={openOutside} style={style}>
      {children}
    </a>
  );
}
