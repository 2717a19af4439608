import { telLink, whatsappLink } from '@valuta/shared/brand';
import { WhatsAppIcon } from '../layout/WhatsAppButton';
import { brand } from '../lib/brand';
import { Embed } from './Embed';

/** Whether the agency has entered any way to find or reach it: address, phones, WhatsApp, e-mail or hours. */
export function hasContactDetails(): boolean {
  return Boolean(brand.address || brand.landline || brand.mobile || brand.email || brand.openingHours || brand.whatsapp);
}

/**
 * Address, landline, mobile/WhatsApp, e-mail and opening hours of the agency, then the map (or a link to it).
 * Only what the agency has entered is shown; with none of it, the list and its heading are left out.
 */
export function ContactDetails({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const mapsSearch = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(brand.address)}`;
  const hasDetails = hasContactDetails();
  return (
    <div className="split">
      {hasDetails ? (
        <div>
          <Heading>Vieni a trovarci o scrivici</Heading>
          <ul className="contact-list">
            {brand.address ? (
              <li>
                <span>Indirizzo</span>
                <strong>{brand.address}</strong>
              </li>
            ) : null}
            {brand.landline ? (
              <li>
                <span>Telefono fisso</span>
                <a href={telLink(brand.landline)}>{brand.landline}</a>
              </li>
            ) : null}
            {brand.mobile ? (
              <li>
                <span>{brand.whatsapp ? 'Cellulare e WhatsApp' : 'Cellulare'}</span>
                <a href={telLink(brand.mobile)}>{brand.mobile}</a>
              </li>
            ) : null}
            {brand.email ? (
              <li>
                <span>E-mail</span>
                <a href={`mailto:${brand.email}`}>{brand.email}</a>
              </li>
            ) : null}
            {brand.openingHours ? (
              <li>
                <span>Orari</span>
                <strong>{brand.openingHours}</strong>
              </li>
            ) : null}
          </ul>
          {brand.whatsapp ? (
            <a className="button button-whatsapp" href={whatsappLink(brand)} target="_blank" rel="noopener noreferrer">
              <WhatsAppIcon size={22} />
              Scrivici su WhatsApp
            </a>
          ) : null}
        </div>
      ) : null}
      <Embed
        src={brand.mapUrl}
        title={`Mappa: ${brand.address}`}
        fallback={
          <div className="card">
            <h3>{brand.address ? 'Come arrivare' : 'Valutazione a domicilio'}</h3>
            {brand.address ? (
              <p>
                Siamo in {brand.address}. Trovi il percorso dal tuo indirizzo su{' '}
                <a href={mapsSearch} target="_blank" rel="noopener noreferrer">
                  Google Maps
                </a>
                .
              </p>
            ) : null}
            <p>Preferisci che veniamo noi? Per la valutazione a domicilio passiamo direttamente a casa tua.</p>
          </div>
        }
      />
    </div>
  );
}
