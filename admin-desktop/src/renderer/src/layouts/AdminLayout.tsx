import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Grid, Layout, Typography } from 'antd';
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
import { Sidebar } from './Sidebar';
import { useFocusHeading } from './use-focus-heading';

/** The skip link: off screen until it has focus, then the first thing at the top left. */
const SKIP_LINK_CLASS = 'skip-link';

/** The admin shell: a collapsible sidebar on large screens, a header with a menu drawer on small ones. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useFocusHeading(main, pathname);
  const screens = Grid.useBreakpoint();
  const isSmall = !screens.lg;
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
    <Layout style={{ minHeight: '100vh' }}>
      {/* Moves focus itself: following the fragment would scroll but leave focus, and the address, behind. */}
      <a href="#contenuto" className={SKIP_LINK_CLASS} onClick={skipToContent}>
        Vai al contenuto
      </a>
      {isSmall ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={260}
          styles={{ body: { padding: 0, background: '#001529' } }}
          title="Area Amministrativa"
        >
          {menu}
        </Drawer>
      ) : (
        <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} width={240}>
          <div style={{ color: '#fff', padding: 16, fontWeight: 700 }}>{collapsed ? 'AA' : 'Area Amministrativa'}</div>
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        {isSmall && (
          <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '0 16px' }}>
            <Button onClick={() => setDrawerOpen(true)} aria-label="Apri il menu">
              ☰
            </Button>
            <Typography.Text style={{ color: '#fff', fontWeight: 600 }}>Area Amministrativa</Typography.Text>
          </Layout.Header>
        )}
        <Layout.Content id="contenuto" ref={main} tabIndex={-1} style={{ padding: isSmall ? 12 : 24, outline: 'none' }}>
          {pathname === '/' && !setup.complete ? <SetupChecklist setup={setup} /> : null}
          {/* Until a titolare's checklist is known the landing page is laid out hidden (its code and data still
              load): shown at once, the checklist arriving above it would push it down the screen. */}
          <div hidden={pathname === '/' && setup.pending}>
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
