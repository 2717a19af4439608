/**
 * Drawn screenshots of the seller dashboard and the partner app: vector images sized by their viewBox, so
 * they are sharp on any screen, weigh a few hundred bytes and need no request.
 */
const ink = '#14213d';
const primary = '#12355b';
const accent = '#f4b942';
const muted = '#4a5568';
const line = '#d9e0ea';

export function DashboardVisitsMockup() {
  const bars = [3, 5, 4, 7, 6, 9, 8];
  return (
    <svg className="mockup" viewBox="0 0 640 400" role="img" aria-label="Dashboard venditore: grafico delle visite settimanali all'immobile">
      <rect width="640" height="56" fill={primary} />
      <text x="24" y="35" fill="#fff" fontSize="18" fontWeight="700">La mia vendita · Via Nizza 142</text>
      <text x="24" y="96" fill={muted} fontSize="14">Visite all'immobile, ultime 7 settimane</text>
      {bars.map((value, index) => (
        <rect key={index} x={40 + index * 80} y={340 - value * 24} width="44" height={value * 24} rx="6" fill={index === 6 ? accent : primary} />
      ))}
      <line x1="24" y1="340" x2="616" y2="340" stroke={line} strokeWidth="2" />
      <text x="24" y="372" fill={ink} fontSize="15" fontWeight="700">42 visite · 6 proposte richieste · prezzo in linea con la zona</text>
    </svg>
  );
}

export function DashboardAppointmentsMockup() {
  const rows = [
    ['Sab 14 dic, 10:30', 'Visita · famiglia Russo', 'Confermata'],
    ['Lun 16 dic, 18:00', 'Visita · M. Greco', 'Confermata'],
    ['Mer 18 dic, 17:15', 'Seconda visita · coppia Ferri', 'Da confermare'],
    ['Ven 20 dic, 12:00', 'Incontro in agenzia · proposta', 'Fissato'],
  ];
  return (
    <svg className="mockup" viewBox="0 0 640 400" role="img" aria-label="Dashboard venditore: calendario degli appuntamenti">
      <rect width="640" height="56" fill={primary} />
      <text x="24" y="35" fill="#fff" fontSize="18" fontWeight="700">Appuntamenti</text>
      {rows.map(([when, what, state], index) => (
        <g key={when} transform={`translate(24 ${84 + index * 74})`}>
          <rect width="592" height="60" rx="10" fill="#f5f7fb" stroke={line} />
          <text x="18" y="25" fill={ink} fontSize="15" fontWeight="700">{when}</text>
          <text x="18" y="46" fill={muted} fontSize="14">{what}</text>
          <rect x="452" y="16" width="124" height="28" rx="14" fill={state === 'Da confermare' ? '#fdf1d6' : '#e3f4ea'} />
          <text x="514" y="35" fill={ink} fontSize="13" textAnchor="middle">{state}</text>
        </g>
      ))}
    </svg>
  );
}

export function DashboardFeedbackMockup() {
  const notes = [
    ['★★★★★', 'Luminosa, ottima la disposizione della zona giorno.'],
    ['★★★★☆', 'Bella, ma il bagno andrebbe rinnovato.'],
    ['★★★★☆', 'Zona comoda ai mezzi, prezzo corretto.'],
  ];
  return (
    <svg className="mockup" viewBox="0 0 640 400" role="img" aria-label="Dashboard venditore: feedback degli acquirenti dopo le visite">
      <rect width="640" height="56" fill={primary} />
      <text x="24" y="35" fill="#fff" fontSize="18" fontWeight="700">Feedback degli acquirenti</text>
      {notes.map(([stars, text], index) => (
        <g key={text} transform={`translate(24 ${84 + index * 96})`}>
          <rect width="592" height="80" rx="10" fill="#fff" stroke={line} />
          <text x="18" y="30" fill="#8a5a00" fontSize="18">{stars}</text>
          <text x="18" y="58" fill={ink} fontSize="15">{text}</text>
        </g>
      ))}
    </svg>
  );
}

function Phone({ title, children, label }: { title: string; children: React.ReactNode; label: string }) {
  return (
    <svg className="mockup" viewBox="0 0 640 400" role="img" aria-label={label}>
      <rect width="640" height="400" fill="#eef3fa" />
      <rect x="220" y="16" width="200" height="368" rx="28" fill={ink} />
      <rect x="230" y="30" width="180" height="340" rx="18" fill="#fff" />
      <rect x="230" y="30" width="180" height="44" rx="18" fill={primary} />
      <text x="320" y="58" fill="#fff" fontSize="14" fontWeight="700" textAnchor="middle">{title}</text>
      {children}
    </svg>
  );
}

export function AppAssignmentsMockup() {
  return (
    <Phone title="Incarichi" label="App partner: elenco degli incarichi in esclusiva">
      {['Trilocale · Crocetta', 'Villa · Pino T.se', 'Bilocale · Vanchiglia', 'Attico · Centro'].map((text, index) => (
        <g key={text} transform={`translate(242 ${88 + index * 66})`}>
          <rect width="156" height="54" rx="10" fill="#f5f7fb" stroke={line} />
          <text x="10" y="22" fill={ink} fontSize="12" fontWeight="700">{text}</text>
          <text x="10" y="40" fill={muted} fontSize="11">Esclusiva · {index + 2} visite</text>
        </g>
      ))}
    </Phone>
  );
}

export function AppAgendaMockup() {
  return (
    <Phone title="Agenda" label="App partner: agenda delle visite del giorno">
      {['09:30 Visita Via Po', '11:00 Sopralluogo', '15:00 Visita Moncalieri', '17:30 Firma incarico'].map((text, index) => (
        <g key={text} transform={`translate(242 ${88 + index * 66})`}>
          <rect width="6" height="54" fill={index % 2 ? accent : primary} />
          <text x="16" y="32" fill={ink} fontSize="12" fontWeight="700">{text}</text>
        </g>
      ))}
    </Phone>
  );
}

export function AppFeedbackMockup() {
  return (
    <Phone title="Feedback" label="App partner: feedback del cliente dopo una visita">
      <text x="320" y="120" fill="#8a5a00" fontSize="26" textAnchor="middle">★★★★★</text>
      <text x="320" y="160" fill={ink} fontSize="12" textAnchor="middle">“Agente preciso e disponibile,</text>
      <text x="320" y="178" fill={ink} fontSize="12" textAnchor="middle">ci ha seguito fino al rogito.”</text>
      <rect x="250" y="300" width="140" height="36" rx="18" fill={accent} />
      <text x="320" y="323" fill={ink} fontSize="12" fontWeight="700" textAnchor="middle">Invia al proprietario</text>
    </Phone>
  );
}
