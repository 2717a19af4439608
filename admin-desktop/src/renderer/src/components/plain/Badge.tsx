import { PLAIN_TOKENS as token } from '../../app/theme';

/** Over this a count reads '99+', as Ant Design's Badge writes it. */
const OVERFLOW = 99;

/** A count drawn as Ant Design's Badge draws one, from a plain element (the shell's sidebar shows it at start). */
export function Badge({ count, title }: { count: number; title: string }) {
  return (
    <sup
      title={title}
      style={{
        display: 'inline-block',
        boxSizing: 'border-box',
        minWidth: 20,
        height: 20,
        padding: '0 6px',
        fontSize: 12,
        fontWeight: 'normal',
        lineHeight: '20px',
        textAlign: 'center',
        whiteSpace: 'nowrap',
        verticalAlign: 'middle',
        color: token.colorTextLightSolid,
        background: token.colorError,
        borderRadius: 10,
        boxShadow: `0 0 0 1px ${token.colorBgContainer}`,
        top: 0,
      }}
    >
      {count > OVERFLOW ? `${OVERFLOW}+` : count}
    </sup>
  );
}
