import { Link } from 'react-router-dom';
import { Carousel } from '../../components/Carousel';
import { AppAgendaMockup, AppAssignmentsMockup, AppFeedbackMockup } from '../../components/Mockups';
import PartnerApplicationForm from '../../features/forms/PartnerApplicationForm';

/** The agent partner page: what partners get, the app, and the application form. */
export default function PartnerPage() {
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Diventa partner</span>
          <h1>Sei un agente immobiliare? Lavora con noi</h1>
          <p className="lead">
            Ti portiamo proprietari che hanno già fatto la valutazione e vogliono vendere. Tu porti competenza e presenza sul territorio. Incarichi in
            esclusiva, strumenti digitali, nessun costo di ingresso.
          </p>
          <div className="actions-row">
            <a href="#candidatura" className="button button-primary">
              Candidati ora
            </a>
            <Link to="/contatti" className="button button-secondary">
              Parliamone
            </Link>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="benefits-title">
        <div className="container">
          <h2 id="benefits-title">Cosa ti offriamo</h2>
          <div className="grid grid-2">
            <div className="card">
              <h3>Incarichi in esclusiva</h3>
              <p>Proprietari qualificati nella tua zona, con valutazione e consulenza già fatte: meno telefonate a vuoto, più mandati.</p>
            </div>
            <div className="card">
              <h3>App mobile</h3>
              <p>Schede degli immobili, documenti e contatti sempre con te, anche durante le visite.</p>
            </div>
            <div className="card">
              <h3>Agenda condivisa</h3>
              <p>Visite e sopralluoghi sincronizzati con il proprietario e con il nostro team, senza doppie telefonate.</p>
            </div>
            <div className="card">
              <h3>Feedback</h3>
              <p>Il parere degli acquirenti arriva al proprietario dopo ogni visita, e il tuo lavoro si vede.</p>
            </div>
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="app-title">
        <div className="container split">
          <div>
            <h2 id="app-title">L’app dei partner</h2>
            <p className="lead">Incarichi, agenda e feedback dei clienti in tasca. Pensata per chi passa la giornata tra una visita e l’altra.</p>
            <Link to="/contatti" className="button button-dark">
              Contattaci
            </Link>
          </div>
          <Carousel
            label="Schermate dell’app partner"
            slideLabels={['Incarichi', 'Agenda', 'Feedback']}
            slides={[<AppAssignmentsMockup key="i" />, <AppAgendaMockup key="a" />, <AppFeedbackMockup key="f" />]}
          />
        </div>
      </section>

      <section className="section" id="candidatura" aria-labelledby="apply-title">
        <div className="container split">
          <div>
            <h2 id="apply-title">Candidati</h2>
            <p>
              Raccontaci chi sei e dove lavori. Leggiamo ogni candidatura e ti ricontattiamo per un colloquio conoscitivo. I campi con * sono
              obbligatori.
            </p>
          </div>
          <div className="form-card">
            <PartnerApplicationForm />
          </div>
        </div>
      </section>
    </>
  );
}
