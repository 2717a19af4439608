import BookingForm from '../../features/forms/BookingForm';
import { CalendarOrForm } from './CalendarOrForm';

/** /consulenza-gratuita: the online calendar, or our booking form when no calendar is configured. */
export default function FreeConsultationPage() {
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Consulenza gratuita</span>
          <h1>Prenota la tua consulenza gratuita di 30 minuti</h1>
          <p className="lead">
            Parliamo della tua casa, del suo valore e di come venderla: in agenzia, a casa tua o in videochiamata. Nessun costo, nessun impegno.
          </p>
        </div>
      </section>
      <section className="section">
        <div className="container split split-wide">
          <div>
            <h2>Cosa ne ricavi</h2>
            <ul className="checklist">
              <li>Il valore della casa, confermato da chi conosce la tua zona</li>
              <li>Tempi realistici di vendita e il prezzo di partenza giusto</li>
              <li>Costi, documenti e tasse spiegati con chiarezza</li>
              <li>Un piano scritto, anche se poi decidi di non vendere con noi</li>
            </ul>
          </div>
          <CalendarOrForm
            fallback={
              <div className="form-card">
                <h2>Scegli quando richiamarti</h2>
                <BookingForm />
              </div>
            }
          />
        </div>
      </section>
    </>
  );
}
