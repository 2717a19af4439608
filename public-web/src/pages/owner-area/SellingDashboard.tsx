import { useState } from 'react';
import type { OwnerSelling } from '@valuta/shared/owner-area';
import { formatDate, formatEuro } from '@valuta/shared/format';
import styles from './OwnerAreaPage.module.css';

type Tab = 'visite' | 'proposte' | 'attivita';
const TABS: Array<[Tab, string]> = [
  ['visite', 'Visite'],
  ['proposte', 'Proposte'],
  ['attivita', 'Attività'],
];

function Interest({ value }: { value: number }) {
  return (
    <span className={styles.stars} aria-label={`Interesse ${value} su 5`}>
      {'★'.repeat(value)}
      {'☆'.repeat(5 - value)}
    </span>
  );
}

/**
 * The selling dashboard, when the agency has the mandate: days on the market, the asking price, the counts,
 * and the viewings, offers and activities the agency chose to show the owner.
 */
export function SellingDashboard({ selling }: { selling: OwnerSelling }) {
  // Only the parts with entries get a tab: a part without content is not shown.
  const counts: Record<Tab, number> = { visite: selling.viewings.length, proposte: selling.offers.length, attivita: selling.activities.length };
  const tabs = TABS.filter(([key]) => counts[key] > 0);
  const [chosen, setTab] = useState<Tab | null>(null);
  const tab = chosen ?? tabs[0]?.[0] ?? null;
  return (
    <section className={styles.card} aria-labelledby="selling-title">
      <h2 id="selling-title">La vendita della tua casa</h2>
      <dl className={styles.stats}>
        <div>
          <dt>Giorni sul mercato</dt>
          <dd>{selling.days_on_market}</dd>
        </div>
        {selling.asking_price !== null && (
          <div>
            <dt>Prezzo richiesto</dt>
            <dd>{formatEuro(selling.asking_price)}</dd>
          </div>
        )}
        <div>
          <dt>Visite</dt>
          <dd>{selling.viewings_count}</dd>
        </div>
        <div>
          <dt>Proposte</dt>
          <dd>{selling.offers_count}</dd>
        </div>
      </dl>

      {tab === null && <p className={styles.muted}>Qui trovi le visite, le proposte e le attività sulla tua casa appena le registriamo.</p>}
      {tab !== null && (
        <div className={styles.tabs} role="group" aria-label="Sezioni della vendita">
          {tabs.map(([key, label]) => (
            <button
              key={key}
              type="button"
              className={`button ${tab === key ? 'button-dark' : 'button-secondary'}`}
              aria-pressed={tab === key}
              onClick={() => setTab(key)}
            >
              {label}
            </button>
          ))}
        </div>
      )}

      {tab !== null && (
        <div className={styles.card}>
          {tab === 'visite' &&
            (selling.viewings.length ? (
              <ul className={styles.list} aria-label="Visite">
                {selling.viewings.map((viewing) => (
                  <li key={viewing.id}>
                    <div className={styles.row}>
                      <strong>
                        {formatDate(viewing.date)} · {viewing.buyer_first_name}
                      </strong>
                      <Interest value={viewing.interest} />
                    </div>
                    {viewing.feedback && <p>{viewing.feedback}</p>}
                  </li>
                ))}
              </ul>
            ) : null)}
          {tab === 'proposte' &&
            (selling.offers.length ? (
              <ul className={styles.list} aria-label="Proposte">
                {selling.offers.map((offer) => (
                  <li key={offer.id} className={styles.row}>
                    <span>{formatDate(offer.date)}</span>
                    <span className={styles.figure}>{formatEuro(offer.amount)}</span>
                    <span className={styles.badge}>{offer.state_label}</span>
                  </li>
                ))}
              </ul>
            ) : null)}
          {tab === 'attivita' &&
            (selling.activities.length ? (
              <ul className={styles.list} aria-label="Attività">
                {selling.activities.map((activity) => (
                  <li key={activity.id}>
                    <div className={styles.row}>
                      <strong>{activity.kind_label}</strong>
                      <span>{formatDate(activity.date)}</span>
                    </div>
                    {activity.note && <p className={styles.muted}>{activity.note}</p>}
                  </li>
                ))}
              </ul>
            ) : null)}
        </div>
      )}
    </section>
  );
}
