import { PLAIN_TOKENS as token } from '../../app/theme';

const BAR = { height: 16, borderRadius: 4, background: token.colorFillSecondary } as const;

/** Something is on its way: Ant Design's Skeleton (a title and three lines, the last shorter), drawn plain. */
export function LoadingLines() {
  return (
    <div aria-hidden style={{ display: 'grid', gap: 16, paddingBlock: 4 }}>
      <div style={{ ...BAR, width: '38%' }} />
      <div style={{ display: 'grid', gap: 16, marginTop: 12 }}>
        <div style={BAR} />
        <div style={BAR} />
        <div style={{ ...BAR, width: '61%' }} />
      </div>
    </div>
  );
}
