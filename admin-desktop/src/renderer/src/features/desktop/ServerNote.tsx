import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PLAIN_TOKENS } from '../../app/theme';
import { desktopBridge, type DesktopBridge } from '../../lib/runtime';
import { desktopServerQuery } from './desktop.queries';

function ServerNoteFor({ desktop }: { desktop: DesktopBridge }) {
  const { data } = useQuery(desktopServerQuery(desktop));
  // A plain paragraph: this note is part of the sign-in screen, which loads no Typography.
  return (
    <p style={{ color: PLAIN_TOKENS.colorTextSecondary, textAlign: 'center', marginTop: 8, marginBottom: 0 }}>
      {data?.url ? `Server: ${new URL(data.url).host}` : 'Nessun server configurato'} ·{' '}
      <Link to="/server" style={{ textDecoration: 'underline' }}>
        Cambia server
      </Link>
    </p>
  );
}

/** Under the desktop app's login: which server the credentials go to, and the way to change it. */
export function ServerNote() {
  const desktop = desktopBridge();
  return desktop ? <ServerNoteFor desktop={desktop} /> : null;
}
