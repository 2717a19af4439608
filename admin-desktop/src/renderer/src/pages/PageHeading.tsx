import { PLAIN_TOKENS as token } from '../app/theme';

/**
 * The title every back-office page opens with, drawn as Ant Design's Typography.Title draws a level-1 title at
 * 24 px, from a plain element: the landing page writes none of Ant Design's styles before its first paint.
 */
export function PageHeading({ title }: { title: string }) {
  return (
    <h1 style={{ margin: '0 0 0.5em', fontSize: 24, fontWeight: token.fontWeightStrong, lineHeight: 1.2105, color: token.colorTextHeading }}>
      {title}
    </h1>
  );
}
