import type { ReactNode } from 'react';
import { PLAIN_TOKENS as token } from '../../app/theme';

/**
 * A tag drawn as Ant Design's Tag draws one: grey, or filled with `color` (a `#rrggbb` dark enough for white text).
 * Plain, for the landing page (components/plain/Panel.tsx says why).
 */
export function Tag({ color, children }: { color?: string; children: ReactNode }) {
  return (
    <span
      style={{
        display: 'inline-block',
        boxSizing: 'border-box',
        height: 'auto',
        padding: '0 7px',
        fontSize: 12,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
        borderRadius: token.borderRadiusSM,
        border: `1px solid ${color ? 'transparent' : token.colorBorder}`,
        background: color ?? token.colorFillQuaternary,
        color: color ? token.colorTextLightSolid : token.colorText,
      }}
    >
      {children}
    </span>
  );
}
