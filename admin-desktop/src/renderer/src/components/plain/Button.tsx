import type { AnchorHTMLAttributes, ButtonHTMLAttributes, CSSProperties } from 'react';
import { PLAIN_TOKENS as token } from '../../app/theme';

type Variant = 'primary' | 'default' | 'link';

interface Look {
  variant?: Variant;
  size?: 'small' | 'middle';
  /** Waiting for what the button asked: it takes no click, and says it is busy. */
  loading?: boolean;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Look;

const LOOKS: Record<Variant, CSSProperties> = {
  primary: {
    color: token.colorTextLightSolid,
    background: token.colorPrimary,
    border: '1px solid transparent',
    boxShadow: '0 2px 0 rgba(5, 145, 255, 0.1)',
  },
  default: {
    color: token.colorText,
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorder}`,
    boxShadow: '0 2px 0 rgba(0, 0, 0, 0.02)',
  },
  link: { color: token.colorLink, background: 'transparent', border: '1px solid transparent' },
};

function lookOf({ variant = 'default', size = 'middle', loading = false }: Look, style: CSSProperties | undefined): CSSProperties {
  const small = size === 'small';
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    height: small ? token.controlHeightSM : token.controlHeight,
    padding: small ? '0 7px' : '4px 15px',
    font: 'inherit',
    lineHeight: 1.5715,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    borderRadius: small ? token.borderRadiusSM : token.borderRadius,
    cursor: loading ? 'wait' : 'pointer',
    opacity: loading ? 0.65 : 1,
    ...LOOKS[variant],
    ...style,
  };
}

/**
 * A button drawn as Ant Design's Button draws one (primary, default or link; middle or small), from a plain
 * element: the landing page's buttons write none of Ant Design's styles at run time. Its hover colours are in
 * index.html (`plain-button`).
 */
export function Button({ variant = 'default', size, loading, style, type = 'button', disabled, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={`plain-button plain-button-${variant}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      style={lookOf({ variant, size, loading }, style)}
      {...props}
    />
  );
}

/** A link that looks like a plain Button (a phone number to call, an app to open). */
export function ButtonLink({ variant = 'default', size, style, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & Omit<Look, 'loading'>) {
  return <a className={`plain-button plain-button-${variant}`} style={lookOf({ variant, size }, style)} {...props} />;
}
