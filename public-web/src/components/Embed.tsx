import type { ReactNode } from 'react';

interface EmbedProps {
  /** The configured URL; empty when the agency has not set one. */
  src: string;
  title: string;
  /** What the page shows instead when no URL is configured. */
  fallback: ReactNode;
  tall?: boolean;
}

/**
 * A video, map or calendar from the configuration, loaded lazily so it never slows the first paint. Without
 * a URL the page shows something useful in its place (the address, our own booking form) rather than a hole.
 */
export function Embed({ src, title, fallback, tall = false }: EmbedProps) {
  if (!src) return <>{fallback}</>;
  return (
    <div className={`embed-frame ${tall ? 'embed-tall' : ''}`}>
      <iframe src={src} title={title} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" allowFullScreen />
    </div>
  );
}
