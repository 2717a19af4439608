import styles from './Faq.module.css';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions and answers on native <details>: open and close with the keyboard, readable without JavaScript. */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
