import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ReportPage } from './report-pages';
import styles from './ReportCarousel.module.css';

/**
 * The sample report: one page at a time with arrows and thumbnails, and a full-screen view on the native
 * <dialog> (Escape closes it; the left and right arrow keys turn the pages). The arrow keys are
 * read once, on the region: keys pressed in the full-screen view reach it through React's tree.
 */
export function ReportCarousel({ pages }: { pages: readonly ReportPage[] }) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const count = pages.length;
  const page = pages[index];
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (fullScreen && !element.open) element.showModal();
    if (!fullScreen && element.open) element.close();
  }, [fullScreen]);

  function onArrows(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  }

  if (!page) return null;
  const counter = `Pagina ${index + 1} di ${count}`;

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carosello"
      aria-label="Esempio di report di valutazione"
      onKeyDown={onArrows}
    >
      <div className={styles.stage}>
        <button type="button" className={styles.arrow} onClick={() => go(-1)} aria-label="Pagina precedente">
          ‹
        </button>
        <button type="button" className={styles.pageButton} onClick={() => setFullScreen(true)} aria-label={`${counter}: apri a schermo intero`}>
          <img src={page.src} alt={page.alt} width={page.width} height={page.height} className={styles.page} />
        </button>
        <button type="button" className={styles.arrow} onClick={() => go(1)} aria-label="Pagina successiva">
          ›
        </button>
      </div>
      <p className={styles.counter} aria-live="polite">
        {counter}
      </p>
      <ol className={styles.thumbs}>
        {pages.map((thumb, position) => (
          <li key={thumb.src}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={`Vai alla pagina ${position + 1}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => setIndex(position)}
            >
              <img src={thumb.src} alt="" width={60} height={85} loading="lazy" />
            </button>
          </li>
        ))}
      </ol>

      <dialog
        ref={dialog}
        className={styles.viewer}
        aria-label={`Report di esempio a schermo intero, ${counter.toLowerCase()}`}
        onClose={() => setFullScreen(false)}
        onClick={(event) => {
          if (event.target === event.currentTarget) setFullScreen(false);
        }}
      >
        {fullScreen && (
          <div className={styles.viewerBody}>
            <img src={page.src} alt={page.alt} width={page.width} height={page.height} className={styles.viewerPage} />
            <div className={styles.viewerBar}>
              <button type="button" className={styles.viewerButton} onClick={() => go(-1)} aria-label="Pagina precedente">
                ‹
              </button>
              <span>{counter}</span>
              <button type="button" className={styles.viewerButton} onClick={() => go(1)} aria-label="Pagina successiva">
                ›
              </button>
              <button type="button" className={styles.viewerButton} onClick={() => setFullScreen(false)} aria-label="Chiudi">
                ×
              </button>
            </div>
          </div>
        )}
      </dialog>
    </div>
  );
}
