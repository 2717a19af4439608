import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Drawer, Grid, Layout, Menu, Typography } from 'antd';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_PAGES, pageKeyOf, pagesFor } from '../app/navigation';
import { useCurrentMember } from '../features/auth/use-current-member';
import { forgetSession, logout } from '../features/auth/auth.queries';
import { FAILURES, INLINE_FAILURE } from '../lib/failures';
import { openPublicSite } from '../lib/public-site';
import { WORK_QUEUE_COUNT_CAP } from '@valuta/shared/work-queue';
import { workQueueCountsQuery } from '../features/work-queue/work-queue.queries';
import { SetupChecklist } from '../features/setup/SetupChecklist';
import { useSetup } from '../features/setup/use-setup';
import { useToasts } from '../app/toasts';

const SITE_KEY = 'torna-al-sito';
const LOGOUT_KEY = 'logout';

/** The admin shell: a collapsible sidebar on large screens, a header with a menu drawer on small ones. */
export function AdminLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
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

  const items = [
    ...pagesFor(me?.role)
      .filter((page) => page.key !== 'per-iniziare' || !setup.complete)
      .map((page) => {
        const badge = countOf[page.key];
        return {
          key: page.key,
          label: badge?.count ? (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              {page.label}
              <Badge count={badge.count} title={badge.title} overflowCount={99} />
            </span>
          ) : (
            page.label
          ),
        };
      }),
    { type: 'divider' as const },
    { key: SITE_KEY, label: 'Torna al Sito' },
    { key: LOGOUT_KEY, label: 'Logout', danger: true },
  ];

  function choose(key: string) {
    setDrawerOpen(false);
    if (key === SITE_KEY) {
      openPublicSite('/');
      return;
    }
    if (key === LOGOUT_KEY) {
      logoutMutation.mutate();
      return;
    }
    const page = ADMIN_PAGES.find((entry) => entry.key === key);
    if (page) void navigate(page.path);
  }

  const menu = <Menu mode="inline" theme="dark" selectedKeys={[pageKeyOf(pathname)]} items={items} onClick={({ key }) => choose(key)} />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
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
        <Layout.Content style={{ padding: isSmall ? 12 : 24 }}>
          {pathname === '/' && !setup.complete ? <SetupChecklist setup={setup} /> : null}
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
