import { reachUs } from '@valuta/shared/brand';
import { AssistanceButton } from '../../components/AssistanceDialog';
import { ContactDetails } from '../../components/ContactDetails';
import { brand } from '../../lib/brand';

/**
 * Contacts: a message to the team (always possible), then the address, phones, e-mail, opening hours and map
 * the agency has entered. The lead names only the ways to reach the agency that it has set.
 */
export default function ContactsPage() {
  const reach = reachUs(brand);
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Contatti</span>
          <h1>Contatti</h1>
          <p className="lead">
            Per una domanda sulla tua casa o sulla valutazione {reach ? `${reach}, o ` : ''}lasciaci un messaggio: ti risponde una persona del nostro
            team.
          </p>
          <AssistanceButton className="button button-dark" label="Scrivici un messaggio" />
        </div>
      </section>
      <section className="section">
        <div className="container">
          <ContactDetails headingLevel={2} />
        </div>
      </section>
    </>
  );
}
