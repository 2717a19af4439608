import { COOKIE_REVOCATION_HOURS, DATA_RETENTION_MONTHS } from '@valuta/shared/limits';
import { DATA_RECIPIENTS_TEXT } from '@valuta/shared/privacy-text';
import { brand } from '../../lib/brand';

/**
 * The privacy notice under GDPR art. 13: shown in the footer's dialog and on /privacy.
 * When the text changes, bump PRIVACY_NOTICE_VERSION in shared/src/limits.ts (it is stored with each consent).
 */
export function PrivacyNotice({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const mail = brand.email ? <a href={`mailto:${brand.email}`}>{brand.email}</a> : "l'indirizzo e-mail indicato nei contatti del sito";
  const controller = [brand.legalName || brand.agencyName, brand.address, brand.vatNumber ? `P. IVA ${brand.vatNumber}` : '']
    .filter(Boolean)
    .join(', ');
  return (
    <div className="prose">
      <p>
        Questa informativa spiega come {brand.legalName || brand.agencyName} tratta i dati personali di chi usa questo sito, la valutazione online con{' '}
        {brand.assistantName} e i moduli di contatto, ai sensi dell'art. 13 del Regolamento (UE) 2016/679 (GDPR).
      </p>
      <H>Titolare del trattamento</H>
      <p>
        {controller}. Per qualsiasi domanda sui tuoi dati puoi scrivere a {mail}
        {brand.landline ? ` o chiamare il ${brand.landline}` : ''}.
      </p>
      <H>Quali dati trattiamo</H>
      <ul>
        <li>Dati di contatto: nome e cognome, e-mail, telefono, e le preferenze su come e quando ricontattarti.</li>
        <li>
          Dati dell'immobile: comune, indirizzo, superficie, caratteristiche e stato, e i messaggi che scrivi ad {brand.assistantName} o nei moduli.
        </li>
        <li>
          Dati di navigazione: pagine visitate, conteggiate con un identificativo casuale che non ti identifica, e i dati tecnici necessari al
          funzionamento del sito.
        </li>
      </ul>
      <H>Perché li trattiamo e su quale base giuridica</H>
      <ul>
        <li>
          Calcolare la valutazione che chiedi, risponderti, ricontattarti e fissare la consulenza: esecuzione di misure precontrattuali richieste da
          te (art. 6.1.b GDPR).
        </li>
        <li>
          Inviarti comunicazioni commerciali e aggiornamenti via e-mail o WhatsApp: il tuo consenso (art. 6.1.a), chiesto con due caselle separate,
          facoltativo e revocabile in ogni momento. Se non le spunti ricevi comunque la valutazione e le risposte che hai chiesto.
        </li>
        <li>Tenere la prova dei consensi e rispettare obblighi di legge, contabili e fiscali (art. 6.1.c).</li>
        <li>Proteggere il sito da abusi e misurare in forma aggregata quante persone lo visitano: nostro legittimo interesse (art. 6.1.f).</li>
      </ul>
      <H>Per quanto tempo li conserviamo</H>
      <p>
        I dati di contatto e di navigazione sono conservati al massimo {DATA_RETENTION_MONTHS} mesi dall'ultima interazione con te; i dati usati per
        le comunicazioni promozionali fino alla revoca del consenso. Poi li cancelliamo o li rendiamo anonimi.
      </p>
      <H>A chi li comunichiamo</H>
      <p>
        {DATA_RECIPIENTS_TEXT} I fornitori sono nominati responsabili del trattamento (art. 28 GDPR); non trasferiamo i dati fuori dallo Spazio
        economico europeo senza le garanzie previste dal GDPR.
      </p>
      <H>I tuoi diritti</H>
      <p>
        Puoi chiedere in ogni momento l'accesso ai tuoi dati, la rettifica, la cancellazione, la limitazione del trattamento, la portabilità e opporti
        al trattamento (artt. 15-22), scrivendo a {mail}. Rispondiamo entro un mese.
      </p>
      <H>Revoca del consenso</H>
      <p>
        Puoi revocare i consensi dati (comunicazioni via e-mail, WhatsApp, cookie di marketing) scrivendo a {mail}: la revoca ha effetto entro circa{' '}
        {COOKIE_REVOCATION_HOURS} ore e non tocca la liceità del trattamento fatto prima.
      </p>
      <H>Reclamo</H>
      <p>
        Se ritieni che il trattamento violi il GDPR puoi proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it),
        Piazza Venezia 11, 00187 Roma.
      </p>
      <p>
        <em>Ultimo aggiornamento: novembre 2026.</em>
      </p>
    </div>
  );
}
