import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ConsultationSchema } from '@valuta/shared/consultations';
import { errorMessageOf } from '@valuta/shared/http-client';
import { Checkbox, PrivacyLabel, SelectField, SubmitButton, TextField } from '../../components/form/fields';
import { MarketingConsents } from '../chat/forms/consents';
import { showServerFieldErrors } from '../../components/form/server-errors';
import { submitHandler } from '../../components/form/submit-handler';
import { showToast } from '../../components/toast';
import { requestHouseChangeConsultation } from '../../lib/api';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { useHydrated } from '../../lib/use-hydrated';
import { trackPixel } from '../../lib/pixel';

type Input = z.input<typeof ConsultationSchema>;
type Output = z.output<typeof ConsultationSchema>;

const EMPTY: Input = {
  nome: '',
  cognome: '',
  email: '',
  telefono: '',
  appointment_date: '',
  appointment_time: '',
  privacy_accepted: false as unknown as true,
  consenso_email: false,
  consenso_whatsapp: false,
};

/** Half-hour starts inside the two time slots (9:00-13:00, 14:00-18:00; shared/src/time-slots.ts). */
const TIMES = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
  '17:30',
];

function isoDate(date: Date) {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const resolver = lazyZodResolver<Input, Output>(() => import('@valuta/shared/consultations').then((module) => module.ConsultationSchema));

/**
 * The house-change consultation (POST /api/strategy-cambio-casa), shown on the two landing pages when no
 * external calendar is configured: the visitor proposes a day and a time, a consultant confirms by phone.
 */
export default function ConsultationForm() {
  const { register, handleSubmit, formState, reset, setError } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: EMPTY,
  });
  const errors = formState.errors;
  const hydrated = useHydrated();
  // The earliest day the date picker offers, read once when the form mounts rather than on every render.
  const [tomorrow] = useState(() => isoDate(new Date(Date.now() + 86_400_000)));

  async function submit(values: Output) {
    try {
      await requestHouseChangeConsultation(values);
      trackPixel('schedule');
      showToast({ title: 'Appuntamento confermato', description: 'Ti contatteremo entro 24 ore per confermare giorno e ora.' });
      reset(EMPTY);
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(EMPTY));
      showToast({
        variant: 'destructive',
        title: 'Errore',
        description: errorMessageOf(error, "Si è verificato un errore durante l'invio della richiesta"),
      });
    }
  }

  return (
    <form
      className="form"
      noValidate
      onFocus={resolver.preload}
      onSubmit={submitHandler(handleSubmit(submit))}
      aria-label="Prenota la consulenza cambio casa"
    >
      <fieldset className="form-fieldset" disabled={!hydrated}>
        <div className="form-row">
          <TextField label="Nome *" autoComplete="given-name" error={errors.nome?.message} {...register('nome')} />
          <TextField label="Cognome *" autoComplete="family-name" error={errors.cognome?.message} {...register('cognome')} />
        </div>
        <div className="form-row">
          <TextField label="Email *" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField label="Telefono *" type="tel" autoComplete="tel" error={errors.telefono?.message} {...register('telefono')} />
        </div>
        <div className="form-row">
          <TextField label="Giorno preferito" type="date" min={tomorrow} error={errors.appointment_date?.message} {...register('appointment_date')} />
          <SelectField label="Ora preferita" error={errors.appointment_time?.message} {...register('appointment_time')}>
            <option value="">Indifferente</option>
            {TIMES.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </SelectField>
        </div>
        <Checkbox
          label={<PrivacyLabel text="Accetto la privacy policy" />}
          error={errors.privacy_accepted?.message}
          {...register('privacy_accepted')}
        />
        <MarketingConsents email={register('consenso_email')} whatsapp={register('consenso_whatsapp')} />
        <SubmitButton submitting={formState.isSubmitting} label="Prenota 30 minuti gratuiti" />
      </fieldset>
    </form>
  );
}
