import { useId, useState, type ReactNode } from 'react';
import styles from './Carousel.module.css';

interface CarouselProps {
  /** Names the carousel for assistive technology, e.g. 'Il nostro team'. */
  label: string;
  slides: ReactNode[];
  /** Names each slide, e.g. the person's name. */
  slideLabels?: string[];
}

/**
 * A looping carousel that moves one slide per step (the team, the dashboard and app screenshots).
 * Buttons and dots are real buttons, the hidden slides are inert, and nothing moves on its own, so it is
 * usable with a keyboard and a screen reader.
 */
export function Carousel({ label, slides, slideLabels }: CarouselProps) {
  const [current, setCurrent] = useState(0);
  // Slides are drawn once they are first shown: the others cost nothing (no image, no layout) until then.
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  const id = useId();
  const count = slides.length;
  const go = (index: number) => {
    const next = ((index % count) + count) % count;
    setCurrent(next);
    setShown((before) => new Set(before).add(next));
  };

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.viewport}>
        <div className={styles.track} style={{ transform: `translateX(-${current * 100}%)` }} id={id} aria-live="polite">
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} di ${count}${slideLabels?.[index] ? `: ${slideLabels[index]}` : ''}`}
              aria-hidden={index !== current}
              inert={index !== current}
            >
              {shown.has(index) ? slide : null}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} aria-controls={id} aria-label="Precedente" onClick={() => go(current - 1)}>
          ‹
        </button>
        <div className={styles.dots}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-controls={id}
              aria-label={`Vai a ${index + 1} di ${count}`}
              aria-current={index === current}
              onClick={() => go(index)}
            />
          ))}
        </div>
        <button type="button" className={styles.arrow} aria-controls={id} aria-label="Successivo" onClick={() => go(current + 1)}>
          ›
        </button>
      </div>
    </section>
  );
}
