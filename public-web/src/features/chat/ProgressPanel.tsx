import type { Progress } from './chat-messages';
import styles from './Chat.module.css';

/** The sticky progress panel: a title and a bar with its percentage (progressOf in chat-messages.ts). */
export function ProgressPanel({ progress }: { progress: Progress }) {
  return (
    <div className={styles.progress}>
      <div className={styles.progressHead}>
        <span id="chat-progress-title">{progress.title}</span>
        <span aria-hidden="true">{progress.percent}%</span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-labelledby="chat-progress-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <div className={styles.progressBar} style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}
