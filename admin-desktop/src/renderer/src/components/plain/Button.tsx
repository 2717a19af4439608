import type { ButtonHTMLAttributes, CSSProperties } from 'react';
import { PLAIN_TOKENS as token } from '../../app/theme';

type Variant = 'primary' | 'default' | 'link';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: 'small' | 'middle';
}

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

/**
 * A button drawn as Ant Design's Button draws one (primary, default or link; middle or small), from a plain
 * element: the landing page's buttons write none of Ant Design's styles at run time. Its hover colours are in
 * index.html (`plain-button`).
 */
export function Button({ variant = 'default', size = 'middle', style, className, type = 'button', ...props }: ButtonProps) {
  const small = size === 'small';
  return (
    <button
      type={type}
      className={`plain-button plain-button-${variant}${className ? ` ${className}` : ''}`}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxSizing: 'border-box',
        height: small ? token.controlHeightSM : token.controlHeight,
        padding: small ? '0 7px' : '4px 15px',
        font: 'inherit',
        lineHeight: 1.5715,
        whiteSpace: 'nowrap',
        borderRadius: small ? token.borderRadiusSM : token.borderRadius,
        cursor: 'pointer',
        ...LOOKS[variant],
        ...style,
      }}
      {...props}
    />
  );
}
