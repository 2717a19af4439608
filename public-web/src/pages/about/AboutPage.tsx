import { Link } from 'react-router-dom';
import { experienceText, statedFigures, yearsText } from '@valuta/shared/agency';
import { formatNumber } from '@valuta/shared/format';
import { CHAT_PATH } from '@valuta/shared/public-routes';
import { Carousel } from '../../components/Carousel';
import { ContactDetails, hasContactDetails } from '../../components/ContactDetails';
import { brand } from '../../lib/brand';
import { siteContent } from '../../lib/site-content';

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

/** The story's sentence with the agency's figures, '' when it gave neither years nor sales. */
function storyFigures({ yearsInBusiness, salesCount }: ReturnType<typeof statedFigures>): string {
  const sales = salesCount ? `${formatNumber(salesCount)} ${salesCount === 1 ? 'compravendita' : 'compravendite'}` : '';
  if (yearsInBusiness && sales) return `In ${yearsText(yearsInBusiness)} abbiamo concluso ${sales}.`;
  if (yearsInBusiness) return `Lo facciamo da ${yearsText(yearsInBusiness)}.`;
  if (sales) return `Finora abbiamo concluso ${sales}.`;
  return '';
}

/** About: story, values, the team carousel (when the agency has entered its team), the office and the way to the chat. */
export default function AboutPage() {
  const figures = statedFigures(brand);
  const experience = experienceText(brand);
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Chi siamo</span>
          <h1>Chi siamo</h1>
          <p className="lead">
            Un’agenzia di Torino{experience ? ` con ${experience}` : ''}
            {figures.advisorsYears ? `, guidata da consulenti con ${yearsText(figures.advisorsYears)} di mestiere` : ''}. E un’assistente virtuale,{' '}
            {brand.assistantName}, che ti dice quanto vale la tua casa in due minuti.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="story-title">
        <div className="container split">
          <div>
            <h2 id="story-title">La nostra storia</h2>
            <p>
              Lavoriamo con un’idea semplice: dire ai proprietari il valore vero della loro casa, anche quando non è quello che sperano di sentire.
              {figures.yearsInBusiness || figures.salesCount ? ` ${storyFigures(figures)}` : ''}
            </p>
            <p>
              Negli anni abbiamo visto quanto tempo si perde tra telefonate, attese e visite inutili. Per questo abbiamo creato {brand.assistantName}:
              ti fa le domande che farebbe un perito, calcola una stima sui prezzi della tua zona e ti mette in contatto con un consulente solo quando
              lo vuoi tu.
            </p>
          </div>
          <div>
            <h2>I nostri valori</h2>
            <ul className="checklist">
              <li>
                <strong>Trasparenza.</strong> Prezzi motivati con dati, costi chiari prima di firmare.
              </li>
              <li>
                <strong>Libertà.</strong> Scegli il tuo agente e cambialo quando vuoi, senza penali.
              </li>
              <li>
                <strong>Presenza.</strong> Ti richiamiamo entro 24 ore e ti aggiorniamo dopo ogni visita.
              </li>
              <li>
                <strong>Competenza locale.</strong> Conosciamo le vie, i condomini e i prezzi di ogni quartiere.
              </li>
            </ul>
          </div>
        </div>
      </section>

      {siteContent.team.length > 0 ? (
        <section className="section section-alt" aria-labelledby="team-title">
          <div className="container">
            <div className="section-head">
              <span className="eyebrow">Il team</span>
              <h2 id="team-title">Le persone che seguiranno la tua casa</h2>
            </div>
            <div style={{ maxWidth: '36rem' }}>
              <Carousel
                label="Il nostro team"
                slideLabels={siteContent.team.map((member) => member.name)}
                slides={siteContent.team.map((member) => (
                  <article key={member.name} className="person">
                    {member.photoUrl ? (
                      <img className="avatar avatar-photo" src={member.photoUrl} alt="" width={72} height={72} loading="lazy" />
                    ) : (
                      <span className="avatar" aria-hidden="true">
                        {initials(member.name)}
                      </span>
                    )}
                    <div>
                      <h3>{member.name}</h3>
                      <p className="role">{member.role}</p>
                    </div>
                    {member.text ? <p>{member.text}</p> : null}
                  </article>
                ))}
              />
            </div>
          </div>
        </section>
      ) : null}

      {/* Where the agency is, only once it has said so. */}
      {hasContactDetails() || brand.mapUrl ? (
        <section className="section" aria-labelledby="office-title">
          <div className="container">
            <h2 id="office-title">Dove siamo</h2>
            <ContactDetails />
          </div>
        </section>
      ) : null}

      <section className="section section-dark cta-band">
        <div className="container">
          <h2>Cominciamo dalla tua casa</h2>
          <p className="lead">Scopri quanto vale in 2 minuti, gratis e senza impegno.</p>
          <Link to={CHAT_PATH} className="button button-primary">
            Valuta ora
          </Link>
        </div>
      </section>
    </>
  );
}
