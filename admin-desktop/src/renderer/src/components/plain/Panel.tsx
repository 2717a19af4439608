import type { CSSProperties, ReactNode } from 'react';
import { PLAIN_TOKENS as token } from '../../app/theme';

interface PanelProps {
  /** The panel's title, in its header; with `titleId` the panel is a region named by it. */
  title?: ReactNode;
  titleId?: string;
  style?: CSSProperties;
  bodyStyle?: CSSProperties;
  children: ReactNode;
}

/**
 * A white panel drawn as Ant Design's Card draws one (its border, corners, header and padding), from plain
 * elements: the landing page's panels write none of Ant Design's styles at run time
 * (docs/decisions/0119-da-fare-without-ant-design-at-start.md).
 */
export function Panel({ title, titleId, style, bodyStyle, children }: PanelProps) {
  return (
    <section
      aria-labelledby={title && titleId ? titleId : undefined}
      style={{
        boxSizing: 'border-box',
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        ...style,
      }}
    >
      {title ? (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            minHeight: 56,
            padding: '0 24px',
            fontSize: 16,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <span id={titleId}>{title}</span>
        </div>
      ) : null}
      <div style={{ padding: 24, ...bodyStyle }}>{children}</div>
    </section>
  );
}
