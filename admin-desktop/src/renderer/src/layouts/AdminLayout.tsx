import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { pageKeyOf, pagesFor } from '../app/navigation';
import { useCurrentMember } from '../features/auth/use-current-member';
import { forgetSession, logout } from '../features/auth/auth.queries';
import { FAILURES, INLINE_FAILURE } from '../lib/failures';
import { openPublicSite } from '../lib/public-site';
import { WORK_QUEUE_COUNT_CAP } from '@valuta/shared/work-queue/labels';
import { workQueueCountsQuery } from '../features/work-queue/work-queue.queries';
import { SetupChecklist } from '../features/setup/SetupChecklist';
import { useSetup } from '../features/setup/use-setup';
import { useToasts } from '../app/toasts';
import { Button } from '../components/plain/Button';
import { PLAIN_TOKENS } from '../app/theme';
import { MenuDrawer } from './MenuDrawer';
import { Sider } from './Sider';
import { Sidebar } from './Sidebar';
import { useLargeScreen } from './use-large-screen';
import { useFocusHeading } from './use-focus-heading';

/** The skip link: off screen until it has focus, then the first thing at the top left. */
const SKIP_LINK_CLASS = 'skip-link';

/**
 * The admin shell: a collapsible sidebar on large screens, a header with a menu drawer on small ones. Drawn as
 * Ant Design's Layout draws it, from plain elements: the landing page, often opened on a phone, writes none of
 * Ant Design's styles before its first paint (docs/decisions/0119-da-fare-without-ant-design-at-start.md); the
 * drawer is Ant Design's, fetched when first opened.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useFocusHeading(main, pathname);
  const isSmall = !useLargeScreen();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { notification } = useToasts();
  const queryClient = useQueryClient();
  const me = useCurrentMember();
  // The titolare's setup checklist ('Per iniziare'): on the landing page and in the sidebar until it is done.
  const setup = useSetup();

  // The sidebar's counts look again every half minute and when the window comes back to the front.
  const counts = useQuery({ ...workQueueCountsQuery(), meta: INLINE_FAILURE, enabled: me !== null });
  // The server stops counting at WORK_QUEUE_COUNT_CAP: the title then reads '100+'.
  const upTo = (count: number) => (count >= WORK_QUEUE_COUNT_CAP ? `${WORK_QUEUE_COUNT_CAP}+` : String(count));
  const countOf: Partial<Record<string, { count: number; title: string }>> = counts.data
    ? {
        'da-fare': { count: counts.data.todo, title: `${upTo(counts.data.todo)} da fare` },
        appuntamenti: { count: counts.data.appointmentsToConfirm, title: `${upTo(counts.data.appointmentsToConfirm)} da confermare` },
      }
    : {};

  const logoutMutation = useMutation({
    mutationFn: logout,
    meta: { failure: FAILURES.logout },
    onSuccess: () => {
      notification.success({ title: 'Logout effettuato', description: 'Sei stato disconnesso con successo' });
      forgetSession(queryClient);
    },
  });

  function skipToContent(event: MouseEvent) {
    event.preventDefault();
    const heading = main.current?.querySelector('h1');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus();
    } else {
      main.current?.focus();
    }
  }

  const pages = pagesFor(me?.role)
    .filter((page) => page.key !== 'per-iniziare' || !setup.complete)
    .map((page) => ({ key: page.key, path: page.path, label: page.label, badge: countOf[page.key] }));

  const menu = (
    <Sidebar
      pages={pages}
      current={pageKeyOf(pathname)}
      onNavigate={() => setDrawerOpen(false)}
      onPublicSite={() => {
        setDrawerOpen(false);
        openPublicSite('/');
      }}
      onLogout={() => {
        setDrawerOpen(false);
        logoutMutation.mutate();
      }}
    />
  );

  return (
    <div style={{ display: 'flex', minHeight: '100vh', background: PLAIN_TOKENS.colorBgLayout }}>
      {/* Moves focus itself: following the fragment would scroll but leave focus, and the address, behind. */}
      <a href="#contenuto" className={SKIP_LINK_CLASS} onClick={skipToContent}>
        Vai al contenuto
      </a>
      {isSmall ? (
        <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          {menu}
        </MenuDrawer>
      ) : (
        <Sider collapsed={collapsed} onCollapse={setCollapsed}>
          <div style={{ color: '#fff', padding: 16, fontWeight: 700 }}>{collapsed ? 'AA' : 'Area Amministrativa'}</div>
          {menu}
        </Sider>
      )}
      <div style={{ display: 'flex', flexDirection: 'column', flex: 'auto', minWidth: 0 }}>
        {isSmall && (
          <header style={{ display: 'flex', alignItems: 'center', gap: 12, height: 64, padding: '0 16px', background: '#001529' }}>
            <Button onClick={() => setDrawerOpen(true)} aria-label="Apri il menu">
              ☰
            </Button>
            <span style={{ color: '#fff', fontWeight: 600 }}>Area Amministrativa</span>
          </header>
        )}
        <main id="contenuto" ref={main} tabIndex={-1} style={{ flex: 'auto', minHeight: 0, padding: isSmall ? 12 : 24, outline: 'none' }}>
          {pathname === '/' && !setup.complete ? <SetupChecklist setup={setup} /> : null}
          {/* Until a titolare's checklist is known the landing page is laid out hidden (its code and data still
              load): shown at once, the checklist arriving above it would push it down the screen. */}
          <div hidden={pathname === '/' && setup.pending}>
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
