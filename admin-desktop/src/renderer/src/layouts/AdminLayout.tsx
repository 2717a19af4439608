import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Grid, Layout, Menu, Typography } from 'antd';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_PAGES, pageKeyOf, pagesFor } from '../app/navigation';
import { useCurrentMember } from '../features/auth/use-current-member';
import { agencySettingsQuery } from '../features/agency-settings/agency-settings.queries';
import { forgetSession, logout } from '../features/auth/auth.queries';
import { FAILURES, INLINE_FAILURE } from '../lib/failures';
import { openPublicSite } from '../lib/public-site';
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
  // The agency's legal details are checked on every page until they are complete; only a titolare may read
  // and complete them, so only a titolare is asked to.
  const agency = useQuery({ ...agencySettingsQuery(), meta: INLINE_FAILURE, retry: false, enabled: me?.role === 'titolare' });
  const incomplete = (agency.data?.missingLegalDetails.length ?? 0) > 0 && pathname !== '/impostazioni-agenzia';

  const logoutMutation = useMutation({
    mutationFn: logout,
    meta: { failure: FAILURES.logout },
    onSuccess: () => {
      notification.success({ title: 'Logout effettuato', description: 'Sei stato disconnesso con successo' });
      forgetSession(queryClient);
    },
  });

  const items = [
    ...pagesFor(me?.role).map((page) => ({ key: page.key, label: page.label })),
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
          {incomplete ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title="Completa i dati dell'agenzia"
              description="Ragione sociale, partita IVA, numero REA e indirizzo della sede mancano o sono provvisori: il sito li deve mostrare."
              action={
                <Button size="small" onClick={() => void navigate('/impostazioni-agenzia')}>
                  Apri Impostazioni agenzia
                </Button>
              }
            />
          ) : null}
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
