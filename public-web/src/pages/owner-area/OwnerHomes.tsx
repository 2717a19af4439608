import { useCallback, useEffect, useState } from 'react';
import type { OwnerHome, OwnerHomeSummary } from '@valuta/shared/owner-area';
import { categoryLabel } from '@valuta/shared/valuation';
import { loadOwnerHome, loadOwnerHomes } from '../../lib/api';
import { HomeEstimate } from './HomeEstimate';
import { OwnerAgent } from './OwnerAgent';
import { OwnerAppointments } from './OwnerAppointments';
import { SellingDashboard } from './SellingDashboard';
import styles from './OwnerAreaPage.module.css';

type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

function homeTitle(home: OwnerHomeSummary): string {
  const kind = home.property_type ? categoryLabel(home.property_type) : 'Casa';
  const where = [home.address, home.city].filter(Boolean).join(', ');
  return [kind, home.square_meters ? `${home.square_meters} m²` : null, where || null].filter(Boolean).join(' · ');
}

function HomeDetail({ homeId }: { homeId: string }) {
  const [home, setHome] = useState<{ homeId: string; state: Loaded<OwnerHome> } | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    loadOwnerHome(homeId)
      .then((value) => current && setHome({ homeId, state: { status: 'ready', value } }))
      .catch(() => current && setHome({ homeId, state: { status: 'failed' } }));
    return () => {
      current = false;
    };
  }, [homeId, version]);

  const state: Loaded<OwnerHome> = home?.homeId === homeId ? home.state : { status: 'loading' };
  if (state.status === 'loading') return <p role="status">Caricamento della tua casa...</p>;
  if (state.status === 'failed') return <p role="alert">Non è stato possibile caricare la tua casa. Ricarica la pagina tra poco.</p>;
  const detail = state.value;
  return (
    <>
      {detail.selling_dashboard && <SellingDashboard selling={detail.selling_dashboard} />}
      <HomeEstimate home={detail} onRefined={() => setVersion((count) => count + 1)} />
      <OwnerAppointments key={detail.appointments.map((appointment) => appointment.id).join()} appointments={detail.appointments} />
      <OwnerAgent agent={detail.agent} />
    </>
  );
}

/** 'La mia casa': the owner's homes (one valuation each), the chosen one in full. */
export function OwnerHomes() {
  const [homes, setHomes] = useState<Loaded<OwnerHomeSummary[]>>({ status: 'loading' });
  const [chosen, setChosen] = useState<string | null>(null);

  const load = useCallback(() => {
    let current = true;
    loadOwnerHomes()
      .then((answer) => current && setHomes({ status: 'ready', value: answer.homes }))
      .catch(() => current && setHomes({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, []);
  useEffect(load, [load]);

  if (homes.status === 'loading') return <p role="status">Caricamento...</p>;
  if (homes.status === 'failed') return <p role="alert">Non è stato possibile caricare le tue case. Ricarica la pagina tra poco.</p>;
  if (!homes.value.length) {
    return <p className={styles.card}>Non troviamo valutazioni completate con questa e-mail. Quando ne farai una, la troverai qui.</p>;
  }
  const homeId = chosen ?? homes.value[0]!.id;
  const current = homes.value.find((home) => home.id === homeId) ?? homes.value[0]!;
  return (
    <>
      {homes.value.length > 1 ? (
        <label className={styles.form}>
          La casa
          <select value={current.id} onChange={(event) => setChosen(event.currentTarget.value)}>
            {homes.value.map((home) => (
              <option key={home.id} value={home.id}>
                {homeTitle(home)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p className={styles.muted}>{homeTitle(current)}</p>
      )}
      <HomeDetail homeId={current.id} />
    </>
  );
}
