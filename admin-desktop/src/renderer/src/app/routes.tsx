import type { RouteObject } from 'react-router-dom';
import { AdminLayout } from '../layouts/AdminLayout';
import { PageHeading } from '../pages/PageHeading';
import { ADMIN_PAGES } from './navigation';
import { AuthGate } from './AuthGate';

/** The back-office routes of spec §2, under the /admin basename. Each page comes with its feature. */
export const routes: RouteObject[] = [
  {
    element: (
      <AuthGate>
        <AdminLayout />
      </AuthGate>
    ),
    children: [
      ...ADMIN_PAGES.map((page) => ({ path: page.path, element: <PageHeading title={page.label} /> })),
      { path: '*', element: <PageHeading title="Pagina non trovata" /> },
    ],
  },
];
