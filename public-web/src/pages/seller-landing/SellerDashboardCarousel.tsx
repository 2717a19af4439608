import { Carousel } from '../../components/Carousel';
import { DashboardAppointmentsMockup, DashboardFeedbackMockup, DashboardVisitsMockup } from '../../components/Mockups';

/** The seller dashboard's screens, one at a time: an island of the seller landing page (its slides are no props). */
export function SellerDashboardCarousel() {
  return (
    <Carousel
      label="Schermate della dashboard venditore"
      slideLabels={['Visite', 'Appuntamenti', 'Feedback']}
      slides={[<DashboardVisitsMockup key="v" />, <DashboardAppointmentsMockup key="a" />, <DashboardFeedbackMockup key="f" />]}
    />
  );
}
