import type { ReactNode } from 'react';
import { PLAIN_TOKENS as token } from '../../app/theme';

/**
 * The preset colours the plain tags use, as Ant Design derives them from THEME (its 1st, 3rd and 7th shades:
 * background, border, text); theme.test.ts checks that they still are.
 */
export const TAG_PRESETS = {
  red: { background: '#fff1f0', border: '#ffa39e', text: '#cf1322' },
  orange: { background: '#fff6e6', border: '#fac882', text: '#ad4e00' },
  volcano: { background: '#ffefe6', border: '#faab87', text: '#ad2102' },
  cyan: { background: '#a3b5b3', border: '#4b9c99', text: '#00474f' },
} as const;

export type TagPreset = keyof typeof TAG_PRESETS;

/**
 * A tag drawn as Ant Design's Tag draws one: grey, in a preset colour, or filled with `color` (a `#rrggbb` dark
 * enough for white text). Plain, for the landing page (components/plain/Panel.tsx says why).
 */
export function Tag({ color, children }: { color?: TagPreset | `#${string}`; children: ReactNode }) {
  const preset = color && !color.startsWith('#') ? TAG_PRESETS[color as TagPreset] : null;
  const solid = color?.startsWith('#') ? color : null;
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
        border: `1px solid ${solid ? 'transparent' : (preset?.border ?? token.colorBorder)}`,
        background: solid ?? preset?.background ?? token.colorFillQuaternary,
        color: solid ? token.colorTextLightSolid : (preset?.text ?? token.colorText),
      }}
    >
      {children}
    </span>
  );
}
