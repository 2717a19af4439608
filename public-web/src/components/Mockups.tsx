import appAgenda from '../assets/mockups/app-agenda.svg?no-inline';
import appFeedback from '../assets/mockups/app-feedback.svg?no-inline';
import appAssignments from '../assets/mockups/app-incarichi.svg?no-inline';
import ownerAppointments from '../assets/owner-screens/appuntamenti.webp?no-inline';
import ownerEstimate from '../assets/owner-screens/stima.webp?no-inline';
import ownerSelling from '../assets/owner-screens/vendita.webp?no-inline';

/**
 * The owner's area ('Area venditore') as it really looks on a phone: screenshots of the page made by
 * scripts/owner-dashboard-screens.mjs with an example home, whose names and figures are invented (the alt
 * texts and the caption under the carousel say so). Their size is set, so they never shift the page.
 */
function OwnerScreen({ src, alt, height }: { src: string; alt: string; height: number }) {
  return <img className="mockup owner-screen" src={src} alt={alt} width={540} height={height} loading="lazy" decoding="async" />;
}

const EXAMPLE = 'Esempio con dati dimostrativi';
export const DashboardVisitsMockup = () => (
  <OwnerScreen
    src={ownerSelling}
    height={1287}
    alt={`${EXAMPLE}: la vendita della casa, con giorni sul mercato, prezzo richiesto, visite e pareri degli acquirenti`}
  />
);
export const DashboardEstimateMockup = () => (
  <OwnerScreen src={ownerEstimate} height={804} alt={`${EXAMPLE}: la stima della casa e come è cambiata nel tempo`} />
);
export const DashboardAppointmentsMockup = () => (
  <OwnerScreen
    src={ownerAppointments}
    height={765}
    alt={`${EXAMPLE}: gli appuntamenti, da spostare o annullare, e il consulente che segue la casa`}
  />
);
/** Says under the screens that the home shown is an example. */
export const OWNER_SCREENS_CAPTION = "Schermate dell'area venditore con una casa di esempio: nomi e cifre sono dimostrativi.";

/**
 * Drawn screenshots of the partner app: vector images (a kilobyte or two each,
 * sharp on any screen) with their size set, so they take their place before they load and never shift the
 * page. The agency can replace the files in src/assets/mockups/ with real screenshots.
 * They are files of their own, never written into the page as data: addresses (`?no-inline`): an image in the
 * page's HTML is decoded, and an SVG laid out as a document with its text, before the page's first paint,
 * whether it is on screen or not; a file waits for `loading="lazy"` and comes after the paint.
 */
function Mockup({ src, alt }: { src: string; alt: string }) {
  return <img className="mockup" src={src} alt={alt} width={640} height={400} loading="lazy" decoding="async" />;
}

export const AppAssignmentsMockup = () => <Mockup src={appAssignments} alt="App partner: elenco degli incarichi in esclusiva" />;
export const AppAgendaMockup = () => <Mockup src={appAgenda} alt="App partner: agenda delle visite del giorno" />;
export const AppFeedbackMockup = () => <Mockup src={appFeedback} alt="App partner: feedback del cliente dopo una visita" />;
