import { Spin } from 'antd';
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { desktopBridge } from '../lib/runtime';
import { AuthGate } from './AuthGate';

const named = <K extends string, P extends object = object>(module: Promise<Record<K, ComponentType<P>>>, name: K) =>
  module.then((loaded) => ({ default: loaded[name] }));

/**
 * The shell (sidebar, menus) and each page are chunks of their own, loaded once signed in: the sign-in screen
 * loads none of them, nor the Ant Design parts only they use (menus, tables, pickers). See
 * docs/decisions/0100-admin-sign-in-bundle.md.
 */
const AdminLayout = lazy(() => named(import('../layouts/AdminLayout'), 'AdminLayout'));
const TitolareOnly = lazy(() => named(import('../features/auth/TitolareOnly'), 'TitolareOnly'));

function loading(content: ReactNode): ReactNode {
  return (
    <Suspense
      fallback={
        <div style={{ display: 'grid', placeItems: 'center', padding: 48 }}>
          <Spin />
        </div>
      }
    >
      {content}
    </Suspense>
  );
}

/** Each page is its own chunk, loaded when first opened. */
function page(load: () => Promise<{ default: ComponentType }>): ReactNode {
  const Page = lazy(load);
  return loading(<Page />);
}

/** A page of the titolare's (the sidebar offers it to nobody else; the server refuses its calls to anybody else). */
const titolareOnly = (element: ReactNode): ReactNode => loading(<TitolareOnly>{element}</TitolareOnly>);

/** The desktop app's server address page; the browser build has none. */
const desktopRoutes: RouteObject[] = desktopBridge()
  ? [{ path: '/server', element: page(() => named(import('../features/desktop/ServerPage'), 'ServerPage')) }]
  : [];

/** The back-office routes, under the /admin basename (the desktop app serves the same paths). */
export const routes: RouteObject[] = [
  ...desktopRoutes,
  {
    element: <AuthGate>{loading(<AdminLayout />)}</AuthGate>,
    children: [
      { path: '/', element: page(() => named(import('../features/work-queue/WorkQueuePage'), 'WorkQueuePage')) },
      { path: '/dashboard', element: page(() => named(import('../features/dashboard/DashboardPage'), 'DashboardPage')) },
      { path: '/per-iniziare', element: titolareOnly(page(() => named(import('../features/setup/SetupPage'), 'SetupPage'))) },
      { path: '/contatti', element: page(() => named(import('../features/contacts/ContactsPage'), 'ContactsPage')) },
      {
        path: '/contatti/:id',
        element: page(() => named(import('../features/contact-detail/ContactDetailPage'), 'ContactDetailPage')),
      },
      { path: '/appuntamenti', element: page(() => named(import('../features/appointments/AppointmentsPage'), 'AppointmentsPage')) },
      {
        path: '/contatti-venditori',
        element: page(() => named(import('../features/seller-contacts/SellerContactsPage'), 'SellerContactsPage')),
      },
      { path: '/assistenza', element: page(() => named(import('../features/assistance/AssistancePage'), 'AssistancePage')) },
      {
        path: '/citta-non-supportate',
        element: page(() => named(import('../features/unsupported-cities/UnsupportedCitiesPage'), 'UnsupportedCitiesPage')),
      },
      { path: '/precisione-stime', element: page(() => named(import('../features/accuracy/AccuracyPage'), 'AccuracyPage')) },
      { path: '/users', element: page(() => named(import('../features/owners/OwnersPage'), 'OwnersPage')) },
      { path: '/users/:id', element: page(() => named(import('../features/owners/OwnerDetailPage'), 'OwnerDetailPage')) },
      { path: '/team', element: titolareOnly(page(() => named(import('../features/team/TeamPage'), 'TeamPage'))) },
      { path: '/registro-attivita', element: titolareOnly(page(() => named(import('../features/audit/AuditLogPage'), 'AuditLogPage'))) },
      { path: '/profilo', element: page(() => named(import('../features/team/ProfilePage'), 'ProfilePage')) },
      {
        path: '/impostazioni-agenzia',
        element: titolareOnly(page(() => named(import('../features/agency-settings/AgencySettingsPage'), 'AgencySettingsPage'))),
      },
      {
        path: '/correzioni-zona',
        element: titolareOnly(page(() => named(import('../features/zone-corrections/ZoneCorrectionsPage'), 'ZoneCorrectionsPage'))),
      },
      { path: '*', element: page(() => named(import('../pages/NotFoundPage'), 'NotFoundPage')) },
    ],
  },
];
