import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode, type Ref } from 'react';
import { isPlainClick } from './plain-click';

/**
 * How the parts of a page that are hydrated on their own (the islands: header, footer, the home's city form)
 * move to another page without knowing the router. Inside the full app the layout provides the router's
 * location and navigate; on a page served as islands there is no router: a link is a plain link, which the
 * islands' entry turns into a client-side navigation by starting the app (see islands/start-app.ts).
 */
/** How to move to another page; `state` travels with the new entry of the history, as the router's. */
export type Navigate = (to: string, options?: { state?: unknown }) => void;

export interface SiteNavigation {
  pathname: string;
  navigate: Navigate;
}

const SiteNavigationContext = createContext<SiteNavigation | null>(null);

/** What the full app puts around the layout; the islands go without it. */
export function SiteNavigationProvider({ value, children }: { value: SiteNavigation; children: ReactNode }) {
  return <SiteNavigationContext value={value}>{children}</SiteNavigationContext>;
}

/** The current path: the router's, or the address bar's on a page served as islands. */
export function usePathname(): string {
  const navigation = useContext(SiteNavigationContext);
  if (navigation) return navigation.pathname;
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

let islandNavigate: Navigate = (to) => window.location.assign(to);

/** Set when the islands hydrate: how an island leaves its page (by starting the full app). */
export function setIslandNavigate(navigate: Navigate): void {
  islandNavigate = navigate;
}

/** Navigates with the router inside the app, by starting the app on a page of islands. */
export function useSiteNavigate(): Navigate {
  const navigation = useContext(SiteNavigationContext);
  return navigation ? navigation.navigate : navigateFromIsland;
}

// One function for the life of the page, so an effect that depends on it is not restarted by every render.
const navigateFromIsland: Navigate = (to, options) => islandNavigate(to, options);

function isActive(pathname: string, to: string): boolean {
  return pathname === to || (to !== '/' && pathname.startsWith(`${to}/`));
}

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> {
  to: string;
  /** A class, or a function of whether the link points at the current page (as the router's NavLink). */
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  /** Marks the link of the current page with aria-current="page". */
  nav?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link to a page of the site that works with and without the router around it. */
export function SiteLink({ to, className, nav = false, onClick, ...rest }: SiteLinkProps) {
  const navigation = useContext(SiteNavigationContext);
  const pathname = usePathname();
  const active = nav && isActive(pathname, to);
  return (
    <a
      {...rest}
      href={to}
      className={typeof className === 'function' ? className({ isActive: active }) : className}
      aria-current={active ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        // Without the router (a page of islands) the click goes on to the islands' entry, which starts the app.
        if (navigation && isPlainClick(event, event.currentTarget)) {
          event.preventDefault();
          navigation.navigate(to);
        }
      }}
    />
  );
}
