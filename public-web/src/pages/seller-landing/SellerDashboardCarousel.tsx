import { Carousel } from '../../components/Carousel';
import { DashboardAppointmentsMockup, DashboardEstimateMockup, DashboardVisitsMockup, OWNER_SCREENS_CAPTION } from '../../components/Mockups';

/** The seller dashboard's screens, one at a time: an island of the seller landing page (its slides are no props). */
export function SellerDashboardCarousel() {
  return (
    <figure className="owner-screens">
      <Carousel
        label="Schermate dell'area venditore"
        slideLabels={['La vendita', 'La stima', 'Appuntamenti']}
        slides={[<DashboardVisitsMockup key="v" />, <DashboardEstimateMockup key="s" />, <DashboardAppointmentsMockup key="a" />]}
      />
      <figcaption>{OWNER_SCREENS_CAPTION}</figcaption>
    </figure>
  );
}
