import { ContactDetails } from '../../components/ContactDetails';

/** Contacts: address, landline, mobile, e-mail, WhatsApp and the map. */
export default function ContactsPage() {
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Contatti</span>
          <h1>Contatti</h1>
          <p className="lead">
            Vieni a trovarci in agenzia, chiamaci o scrivici su WhatsApp: ti risponde una persona del nostro team, di solito in giornata.
          </p>
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
