import { useState, type FormEvent } from 'react';
import { OWNER_REQUEST_STATE_LABELS, OwnerCancelRequestSchema, OwnerMoveRequestSchema, type OwnerAreaAppointment } from '@valuta/shared/owner-area';
import { formatDate, formatDateTime, formatIsoDay } from '@valuta/shared/format';
import { errorMessageOf } from '@valuta/shared/http-client';
import { PUBLIC_TIME_SLOT_LABELS, TIME_SLOTS, type TimeSlot } from '@valuta/shared/time-slots';
import { askToCancelAppointment, askToMoveAppointment } from '../../lib/api';
import styles from './OwnerAreaPage.module.css';

const slotLabel = (slot: string | null) => (slot ? (PUBLIC_TIME_SLOT_LABELS[slot as TimeSlot] ?? slot) : '');

function when(appointment: OwnerAreaAppointment): string {
  if (appointment.scheduled_at) return formatDateTime(appointment.scheduled_at);
  const asked = [appointment.requested_date ? formatDate(appointment.requested_date) : '', slotLabel(appointment.preferred_time)].filter(Boolean);
  return asked.length ? `Richiesto: ${asked.join(', ')}` : 'Data da concordare';
}

function RequestState({ appointment }: { appointment: OwnerAreaAppointment }) {
  const { request } = appointment;
  if (!request) return null;
  const asked =
    request.kind === 'move'
      ? `Hai chiesto di spostarlo a ${request.date ? formatDate(request.date) : ''}${request.time_slot ? `, ${slotLabel(request.time_slot)}` : ''}`
      : 'Hai chiesto di annullarlo';
  return (
    <p className={styles.muted} data-testid="owner-request">
      {asked}: {OWNER_REQUEST_STATE_LABELS[request.state]}
    </p>
  );
}

type Mode = 'move' | 'cancel' | null;

/** Asks to move (another day and window) or cancel (with a reason) a confirmed appointment; the agency answers. */
function ChangeForm({
  appointment,
  mode,
  onDone,
}: {
  appointment: OwnerAreaAppointment;
  mode: 'move' | 'cancel';
  onDone: (next: OwnerAreaAppointment) => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tomorrow] = useState(() => formatIsoDay(Date.now() + 24 * 60 * 60 * 1000));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed =
      mode === 'move'
        ? OwnerMoveRequestSchema.safeParse({ date: form.get('date'), time_slot: form.get('time_slot'), note: form.get('note') ?? '' })
        : OwnerCancelRequestSchema.safeParse({ reason: form.get('reason') });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Controlla i dati');
      return;
    }
    setPending(true);
    setError(null);
    try {
      onDone(
        'reason' in parsed.data ? await askToCancelAppointment(appointment.id, parsed.data) : await askToMoveAppointment(appointment.id, parsed.data),
      );
    } catch (failure) {
      setError(errorMessageOf(failure, 'Non è stato possibile inviare la richiesta. Riprova tra poco.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className={styles.form}
      aria-label={mode === 'move' ? "Sposta l'appuntamento" : "Annulla l'appuntamento"}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {mode === 'move' ? (
        <>
          <label>
            Nuovo giorno
            <input name="date" type="date" min={tomorrow} required />
          </label>
          <label>
            Fascia oraria
            <select name="time_slot" defaultValue="">
              <option value="" disabled>
                Scegli
              </option>
              {TIME_SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {PUBLIC_TIME_SLOT_LABELS[slot]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Nota (facoltativa)
            <textarea name="note" rows={2} maxLength={500} />
          </label>
        </>
      ) : (
        <label>
          Perché vuoi annullarlo?
          <textarea name="reason" rows={2} maxLength={500} required />
        </label>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div>
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Invio in corso...' : 'Invia la richiesta'}
        </button>
      </div>
    </form>
  );
}

function AppointmentItem({ appointment: loaded }: { appointment: OwnerAreaAppointment }) {
  const [appointment, setAppointment] = useState(loaded);
  const [mode, setMode] = useState<Mode>(null);
  return (
    <li>
      <div className={styles.row}>
        <strong>{when(appointment)}</strong>
        <span className={styles.badge}>{appointment.state_label}</span>
      </div>
      {appointment.location && <p className={styles.muted}>{appointment.location}</p>}
      <RequestState appointment={appointment} />
      {appointment.can_change && (
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-secondary"
            aria-pressed={mode === 'move'}
            onClick={() => setMode(mode === 'move' ? null : 'move')}
          >
            Sposta
          </button>
          <button
            type="button"
            className="button button-secondary"
            aria-pressed={mode === 'cancel'}
            onClick={() => setMode(mode === 'cancel' ? null : 'cancel')}
          >
            Annulla
          </button>
        </div>
      )}
      {mode && appointment.can_change && (
        <ChangeForm
          key={mode}
          appointment={appointment}
          mode={mode}
          onDone={(next) => {
            setAppointment(next);
            setMode(null);
          }}
        />
      )}
    </li>
  );
}

/** 'I tuoi appuntamenti': each with its state, and the move or cancellation the owner asked for. */
export function OwnerAppointments({ appointments }: { appointments: OwnerAreaAppointment[] }) {
  if (!appointments.length) return null;
  return (
    <section className={styles.card} aria-labelledby="appointments-title">
      <h2 id="appointments-title">I tuoi appuntamenti</h2>
      <ul className={styles.list}>
        {appointments.map((appointment) => (
          <AppointmentItem key={appointment.id} appointment={appointment} />
        ))}
      </ul>
    </section>
  );
}
