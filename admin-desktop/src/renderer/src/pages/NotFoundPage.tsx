import { PageHeading } from './PageHeading';

/** An address of the back office that names no page. */
export function NotFoundPage() {
  return <PageHeading title="Pagina non trovata" />;
}
