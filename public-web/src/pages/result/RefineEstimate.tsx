import { useState, type FormEvent } from 'react';
import {
  type ValuationSummary,
  type RefineValuationPayload,
  missingDetails,
  type RefinableDetail,
  ENERGY_CLASSES,
  type EnergyClass,
} from '@valuta/shared/valuation';
import { formatEuro } from '@valuta/shared/format';
import { errorMessageOf } from '@valuta/shared/http-client';
import { refineValuation } from '../../lib/api';
import styles from './ResultPage.module.css';

type Details = RefineValuationPayload['details'];
const OUTDOOR = [
  ['hasBalcony', 'Balcone'],
  ['hasTerrace', 'Terrazzo'],
  ['hasGarden', 'Giardino'],
] as const;

const number = (value: FormDataEntryValue | null) => (typeof value === 'string' && value.trim() ? Number(value) : undefined);

/** The answers of the form, only for the questions it asked and the owner answered. */
function detailsOf(form: FormData, asked: readonly RefinableDetail[]): Details {
  const details: Details = {};
  if (asked.includes('rooms')) details.rooms = number(form.get('rooms'));
  if (asked.includes('bathrooms')) details.bathrooms = number(form.get('bathrooms'));
  if (asked.includes('outdoor')) {
    const ticked = OUTDOOR.filter(([key]) => form.get(key) === 'on');
    if (ticked.length || form.get('noOutdoor') === 'on') for (const [key] of OUTDOOR) details[key] = ticked.some(([tickedKey]) => tickedKey === key);
  }
  if (asked.includes('hasGarage') && form.get('hasGarage')) details.hasGarage = form.get('hasGarage') === 'si';
  if (asked.includes('constructionYear')) details.constructionYear = number(form.get('constructionYear'));
  if (asked.includes('energyClass') && form.get('energyClass')) details.energyClass = form.get('energyClass') as EnergyClass;
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined)) as Details;
}

/**
 * 'Rendi la stima più precisa': the details the owner skipped on the fast path, answered after the estimate.
 * The server values the home again and keeps the new estimate as a new version of the same valuation.
 */
export function RefineEstimate({ valuation, onRefined }: { valuation: ValuationSummary; onRefined: (next: ValuationSummary) => void }) {
  const [asked] = useState(() => missingDetails(valuation.propertyData ?? {}));
  const [thisYear] = useState(() => new Date().getFullYear());
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (!asked.length) return null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const details = detailsOf(new FormData(event.currentTarget), asked);
    if (!Object.keys(details).length) {
      setError('Rispondi ad almeno una domanda.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const answer = await refineValuation({ valuationId: valuation.valuationId, details });
      onRefined(answer.valuation);
      setDone(`Stima aggiornata: da ${formatEuro(answer.valuation.minValue)} a ${formatEuro(answer.valuation.maxValue)}.`);
      setOpen(false);
    } catch (failure) {
      setError(errorMessageOf(failure, 'Non è stato possibile aggiornare la stima. Riprova più tardi.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.refine}>
      {done && (
        <p role="status" className={styles.refineDone}>
          {done}
        </p>
      )}
      {!open && !done && (
        <button type="button" className="button button-dark" onClick={() => setOpen(true)}>
          Rendi la stima più precisa
        </button>
      )}
      {open && (
        <form aria-label="Rendi la stima più precisa" className={styles.refineForm} onSubmit={(event) => void submit(event)}>
          <p>Rispondi a ciò che sai: ogni risposta restringe l'intervallo.</p>
          {asked.includes('rooms') && (
            <label>
              Locali (camere e soggiorno)
              <select name="rooms" defaultValue="">
                <option value="">—</option>
                {[1, 2, 3, 4, 5, 6].map((rooms) => (
                  <option key={rooms} value={rooms}>
                    {rooms === 6 ? '6 o più' : rooms}
                  </option>
                ))}
              </select>
            </label>
          )}
          {asked.includes('bathrooms') && (
            <label>
              Bagni
              <select name="bathrooms" defaultValue="">
                <option value="">—</option>
                {[1, 2, 3].map((bathrooms) => (
                  <option key={bathrooms} value={bathrooms}>
                    {bathrooms === 3 ? '3 o più' : bathrooms}
                  </option>
                ))}
              </select>
            </label>
          )}
          {asked.includes('outdoor') && (
            <fieldset>
              <legend>Spazi esterni privati</legend>
              {OUTDOOR.map(([key, label]) => (
                <label key={key} className={styles.refineCheck}>
                  <input type="checkbox" name={key} /> {label}
                </label>
              ))}
              <label className={styles.refineCheck}>
                <input type="checkbox" name="noOutdoor" /> Nessuno
              </label>
            </fieldset>
          )}
          {asked.includes('hasGarage') && (
            <label>
              Box auto di proprietà
              <select name="hasGarage" defaultValue="">
                <option value="">—</option>
                <option value="si">Sì</option>
                <option value="no">No</option>
              </select>
            </label>
          )}
          {asked.includes('constructionYear') && (
            <label>
              Anno di costruzione
              <input name="constructionYear" type="number" inputMode="numeric" min={1900} max={thisYear} placeholder="es. 1975" />
            </label>
          )}
          {asked.includes('energyClass') && (
            <label>
              Classe energetica
              <select name="energyClass" defaultValue="">
                <option value="">—</option>
                {ENERGY_CLASSES.map((energyClass) => (
                  <option key={energyClass} value={energyClass}>
                    {energyClass}
                  </option>
                ))}
              </select>
            </label>
          )}
          {error && (
            <p role="alert" className={styles.refineError}>
              {error}
            </p>
          )}
          <button type="submit" className="button button-dark" disabled={pending}>
            {pending ? 'Ricalcolo in corso...' : 'Ricalcola la stima'}
          </button>
        </form>
      )}
    </div>
  );
}
