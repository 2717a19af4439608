import { Suspense, lazy, useState, type ReactNode } from 'react';
import { withAntd } from '../app/with-antd';

/**
 * Ant Design's drawer (its focus trap, Escape, the mask) is fetched the first time the menu is opened: the
 * landing page on a phone shows only the header's button at start.
 */
const Drawer = lazy(withAntd(() => import('antd/es/drawer')));

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The sidebar on a phone: a drawer from the left, 'Area Amministrativa' its title. */
export function MenuDrawer({ open, onClose, children }: MenuDrawerProps) {
  // Once opened it stays rendered, so that closing it plays its animation and gives focus back.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Drawer
        placement="left"
        open={open}
        onClose={onClose}
        size={260}
        styles={{ body: { padding: 0, background: '#001529' } }}
        title="Area Amministrativa"
      >
        {children}
      </Drawer>
    </Suspense>
  );
}
