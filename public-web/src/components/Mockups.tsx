import appAgenda from '../assets/mockups/app-agenda.svg?no-inline';
import appFeedback from '../assets/mockups/app-feedback.svg?no-inline';
import appAssignments from '../assets/mockups/app-incarichi.svg?no-inline';
import dashboardAppointments from '../assets/mockups/dashboard-appuntamenti.svg?no-inline';
import dashboardFeedback from '../assets/mockups/dashboard-feedback.svg?no-inline';
import dashboardVisits from '../assets/mockups/dashboard-visite.svg?no-inline';

/**
 * Drawn screenshots of the seller dashboard and the partner app: vector images (a kilobyte or two each,
 * sharp on any screen) with their size set, so they take their place before they load and never shift the
 * page. The agency can replace the files in src/assets/mockups/ with real screenshots.
 * They are files of their own, never written into the page as data: addresses (`?no-inline`): an image in the
 * page's HTML is decoded, and an SVG laid out as a document with its text, before the page's first paint,
 * whether it is on screen or not; a file waits for `loading="lazy"` and comes after the paint.
 */
function Mockup({ src, alt }: { src: string; alt: string }) {
  return <img className="mockup" src={src} alt={alt} width={640} height={400} loading="lazy" decoding="async" />;
}

export const DashboardVisitsMockup = () => <Mockup src={dashboardVisits} alt="Dashboard venditore: grafico delle visite settimanali all'immobile" />;
export const DashboardAppointmentsMockup = () => <Mockup src={dashboardAppointments} alt="Dashboard venditore: calendario degli appuntamenti" />;
export const DashboardFeedbackMockup = () => <Mockup src={dashboardFeedback} alt="Dashboard venditore: feedback degli acquirenti dopo le visite" />;
export const AppAssignmentsMockup = () => <Mockup src={appAssignments} alt="App partner: elenco degli incarichi in esclusiva" />;
export const AppAgendaMockup = () => <Mockup src={appAgenda} alt="App partner: agenda delle visite del giorno" />;
export const AppFeedbackMockup = () => <Mockup src={appFeedback} alt="App partner: feedback del cliente dopo una visita" />;
