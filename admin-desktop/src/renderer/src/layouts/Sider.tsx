import type { ReactNode } from 'react';
import { PLAIN_TOKENS as token } from '../app/theme';

/** The sidebar's widths, open and folded, and its dark blue, as Ant Design's Layout.Sider draws it. */
const WIDTH = 240;
const FOLDED_WIDTH = 80;
const SIDER_BG = '#001529';
const TRIGGER_BG = '#002140';
const TRIGGER_HEIGHT = 48;

interface SiderProps {
  collapsed: boolean;
  onCollapse: (collapsed: boolean) => void;
  children: ReactNode;
}

/** A chevron pointing left (fold) or right (unfold), as Ant Design's trigger shows it. */
function Chevron({ left }: { left: boolean }) {
  return (
    <svg aria-hidden width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" style={{ verticalAlign: '-2px' }}>
      <path d={left ? 'M10.5 2.5 5 8l5.5 5.5' : 'M5.5 2.5 11 8l-5.5 5.5'} />
    </svg>
  );
}

/**
 * The sidebar on a desk, drawn as Ant Design's collapsible Layout.Sider draws it (its widths, colours and the
 * fold button fixed at the bottom), from plain elements so the shell writes none of Ant Design's styles at start.
 * The fold button is a button, named for what it does.
 */
export function Sider({ collapsed, onCollapse, children }: SiderProps) {
  const width = collapsed ? FOLDED_WIDTH : WIDTH;
  return (
    <aside
      style={{
        position: 'relative',
        flex: `0 0 ${width}px`,
        width,
        minWidth: width,
        maxWidth: width,
        paddingBottom: TRIGGER_HEIGHT,
        background: SIDER_BG,
        transition: 'all 0.2s, background 0s',
      }}
    >
      {children}
      <button
        type="button"
        aria-label={collapsed ? 'Espandi il menu' : 'Comprimi il menu'}
        aria-expanded={!collapsed}
        onClick={() => onCollapse(!collapsed)}
        style={{
          position: 'fixed',
          bottom: 0,
          left: 0,
          zIndex: 1,
          width,
          height: TRIGGER_HEIGHT,
          padding: 0,
          border: 0,
          font: 'inherit',
          color: token.colorTextLightSolid,
          background: TRIGGER_BG,
          cursor: 'pointer',
          transition: 'all 0.2s',
        }}
      >
        <Chevron left={!collapsed} />
      </button>
    </aside>
  );
}
