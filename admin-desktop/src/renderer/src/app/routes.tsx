import type { QueryClient } from '@tanstack/react-query';
import type { SessionAdmin } from '@valuta/shared/auth';
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, matchRoutes, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/plain/Spinner';
import { withAntd } from './with-antd';
import { desktopBridge } from '../lib/runtime';
import { AuthGate } from './AuthGate';

const named = <K extends string, P extends object = object>(module: Promise<Record<K, ComponentType<P>>>, name: K) =>
  module.then((loaded) => ({ default: loaded[name] }));

/**
 * The shell (sidebar, menus) and each page are chunks of their own, loaded once signed in: the sign-in screen
 * loads none of them, nor the Ant Design parts only they use (menus, tables, pickers). See
 * docs/decisions/0100-admin-sign-in-bundle.md.
 */
const loadAdminLayout = () => named(import('../layouts/AdminLayout'), 'AdminLayout');
const AdminLayout = lazy(loadAdminLayout);
const TitolareOnly = lazy(withAntd(() => named(import('../features/auth/TitolareOnly'), 'TitolareOnly')));

function loading(content: ReactNode): ReactNode {
  return <Suspense fallback={<Spinner />}>{content}</Suspense>;
}

type Load = () => Promise<{ default: ComponentType }>;

/** What a route's data is asked by, before the route is rendered (prefetchScreenData). */
type Prefetch = (client: QueryClient, member: SessionAdmin, search: string) => Promise<void>;

/**
 * What a route's chunk is fetched by, to fetch it before the route is rendered (preloadScreen); and, for the
 * landing page and its shell, what asks for their data once the session is known.
 */
interface Preload {
  preload: Load;
  prefetch?: Prefetch;
}

/** A route's page and how to fetch its chunk. */
interface PageRoute {
  element: ReactNode;
  handle: Preload;
}

/** A page drawn with plain elements only (the landing page): no Ant Design scope around it. */
function plainPage(load: Load): PageRoute {
  const Page = lazy(load);
  return { element: loading(<Page />), handle: { preload: load } };
}

/** Each page is its own chunk, loaded when first opened, inside Ant Design's locale and theme. */
function page(load: Load): PageRoute {
  return plainPage(withAntd(load));
}

/** A page whose data is asked for as soon as the session is known (the landing page). */
function withPrefetch(route: PageRoute, prefetch: Prefetch): PageRoute {
  return { ...route, handle: { ...route.handle, prefetch } };
}

/** A page of the titolare's (the sidebar offers it to nobody else; the server refuses its calls to anybody else). */
function titolarePage(load: Load): PageRoute {
  const { element, handle } = page(load);
  return { element: loading(<TitolareOnly>{element}</TitolareOnly>), handle };
}

/** The desktop app's server address page; the browser build has none. */
const desktopRoutes: RouteObject[] = desktopBridge()
  ? [{ path: '/server', ...page(() => named(import('../features/desktop/ServerPage'), 'ServerPage')) }]
  : [];

/** The back-office routes, under the /admin basename (the desktop app serves the same paths). */
export const routes: RouteObject[] = [
  ...desktopRoutes,
  {
    element: <AuthGate>{loading(<AdminLayout />)}</AuthGate>,
    handle: {
      // The shell's data module comes with the shell's chunk, ready when the session check answers.
      preload: () => {
        void import('../layouts/shell-data');
        return loadAdminLayout();
      },
      prefetch: (client, member) => import('../layouts/shell-data').then((module) => module.prefetchShellData(client, member)),
    } satisfies Preload,
    children: [
      {
        path: '/',
        ...withPrefetch(
          plainPage(() => named(import('../features/work-queue/WorkQueuePage'), 'WorkQueuePage')),
          (client, member, search) =>
            import('../features/work-queue/work-queue.queries').then((module) =>
              module.prefetchWorkQueue(client, search, member.role === 'titolare'),
            ),
        ),
      },
      { path: '/dashboard', ...page(() => named(import('../features/dashboard/DashboardPage'), 'DashboardPage')) },
      { path: '/per-iniziare', ...titolarePage(() => named(import('../features/setup/SetupPage'), 'SetupPage')) },
      { path: '/contatti', ...page(() => named(import('../features/contacts/ContactsPage'), 'ContactsPage')) },
      {
        path: '/contatti/:id',
        ...page(() => named(import('../features/contact-detail/ContactDetailPage'), 'ContactDetailPage')),
      },
      { path: '/appuntamenti', ...page(() => named(import('../features/appointments/AppointmentsPage'), 'AppointmentsPage')) },
      {
        path: '/contatti-venditori',
        ...page(() => named(import('../features/seller-contacts/SellerContactsPage'), 'SellerContactsPage')),
      },
      { path: '/assistenza', ...page(() => named(import('../features/assistance/AssistancePage'), 'AssistancePage')) },
      {
        path: '/citta-non-supportate',
        ...page(() => named(import('../features/unsupported-cities/UnsupportedCitiesPage'), 'UnsupportedCitiesPage')),
      },
      { path: '/precisione-stime', ...page(() => named(import('../features/accuracy/AccuracyPage'), 'AccuracyPage')) },
      { path: '/users', ...page(() => named(import('../features/owners/OwnersPage'), 'OwnersPage')) },
      { path: '/users/:id', ...page(() => named(import('../features/owners/OwnerDetailPage'), 'OwnerDetailPage')) },
      { path: '/team', ...titolarePage(() => named(import('../features/team/TeamPage'), 'TeamPage')) },
      { path: '/registro-attivita', ...titolarePage(() => named(import('../features/audit/AuditLogPage'), 'AuditLogPage')) },
      { path: '/profilo', ...page(() => named(import('../features/team/ProfilePage'), 'ProfilePage')) },
      {
        path: '/impostazioni-agenzia',
        ...titolarePage(() => named(import('../features/agency-settings/AgencySettingsPage'), 'AgencySettingsPage')),
      },
      {
        path: '/correzioni-zona',
        ...titolarePage(() => named(import('../features/zone-corrections/ZoneCorrectionsPage'), 'ZoneCorrectionsPage')),
      },
      // The sign-in's own address (a bookmark, the address typed): once signed in, the landing page.
      { path: '/login', element: <Navigate to="/" replace /> },
      { path: '*', ...page(() => named(import('../pages/NotFoundPage'), 'NotFoundPage')) },
    ],
  },
];

/**
 * Fetches the chunks of the screen at `pathname` (the whole address, `basename` included): the shell and the
 * page, without rendering them. At start, while the session is checked, so that a signed-in member's first page
 * is not three downloads in a row (the app, then the shell, then the page); signed out, they wait in the cache
 * for the sign-in.
 */
export function preloadScreen(pathname: string, basename: string) {
  for (const match of matchRoutes(routes, pathname, basename) ?? []) void (match.route.handle as Preload | undefined)?.preload();
}

/**
 * Asks for the data of the screen at `pathname` that its routes prefetch (the landing page and its shell), once
 * the session check has said who is signed in: their answers then come while the screen's code is still being
 * run on a phone, not after it has drawn the screen (docs/decisions/0119-da-fare-without-ant-design-at-start.md).
 */
export function prefetchScreenData(pathname: string, search: string, basename: string, client: QueryClient, member: SessionAdmin) {
  for (const match of matchRoutes(routes, pathname, basename) ?? [])
    void (match.route.handle as Preload | undefined)?.prefetch?.(client, member, search);
}
