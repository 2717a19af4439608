import type { OwnerAgent as Agent } from '@valuta/shared/owner-area';
import { telLink } from '@valuta/shared/brand';
import { WhatsAppIcon } from '../../layout/WhatsAppButton';
import styles from './OwnerAreaPage.module.css';

/** 'Il tuo consulente', once the agency assigned one: only what the agent chose to show. */
export function OwnerAgent({ agent }: { agent: Agent | null }) {
  if (!agent) return null;
  return (
    <section className={styles.card} aria-labelledby="agent-title">
      <h2 id="agent-title">Il tuo consulente</h2>
      <div className={styles.agent}>
        {agent.photo_url && <img src={agent.photo_url} alt={`Foto di ${agent.name}`} width="64" height="64" loading="lazy" decoding="async" />}
        <div>
          <h3>{agent.name}</h3>
          {agent.phone && (
            <p>
              <a href={telLink(agent.phone)}>{agent.phone}</a>
            </p>
          )}
        </div>
      </div>
      {agent.whatsapp_url && (
        <div className={styles.actions}>
          <a className="button button-secondary" href={agent.whatsapp_url} target="_blank" rel="noopener noreferrer">
            <WhatsAppIcon size={20} /> Scrivi su WhatsApp
          </a>
        </div>
      )}
    </section>
  );
}
