import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { BookingSchema } from '@valuta/shared/bookings';
import { errorMessageOf } from '@valuta/shared/http-client';
import { Checkbox, PrivacyLabel, SubmitButton, TextArea, TextField, TimeSlotField } from '../../components/form/fields';
import { MarketingConsents } from '../chat/forms/consents';
import { showServerFieldErrors } from '../../components/form/server-errors';
import { submitHandler } from '../../components/form/submit-handler';
import { showToast } from '../../components/toast';
import { bookConsultation } from '../../lib/api';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { useHydrated } from '../../lib/use-hydrated';
import { trackPixel } from '../../lib/pixel';

type Input = z.input<typeof BookingSchema>;
type Output = z.output<typeof BookingSchema>;

export interface BookingPrefill {
  firstName?: string;
  lastName?: string;
  valuation?: string;
  comune?: string;
}

function emptyBooking(prefill: BookingPrefill = {}): Input {
  return {
    firstName: prefill.firstName ?? '',
    lastName: prefill.lastName ?? '',
    email: '',
    phone: '',
    valuation: prefill.valuation ?? '',
    comune: prefill.comune ?? '',
    requestedTime: undefined as unknown as Input['requestedTime'],
    whatsappOk: false,
    notes: '',
    gdprConsent: false as unknown as true,
    consenso_email: false,
    consenso_whatsapp: false,
  };
}

const resolver = lazyZodResolver<Input, Output>(() => import('@valuta/shared/bookings').then((module) => module.BookingSchema));

/** The public booking form (BookingSchema's rules), optionally pre-filled from the page's query parameters. */
export default function BookingForm({ prefill }: { prefill?: BookingPrefill }) {
  const { register, handleSubmit, formState, reset, setError } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: emptyBooking(prefill),
  });
  const errors = formState.errors;
  const hydrated = useHydrated();

  async function submit(values: Output) {
    try {
      await bookConsultation(values);
      trackPixel('schedule');
      showToast({ title: 'Prenotazione confermata!', description: "Ti contatteremo presto per confermare l'appuntamento." });
      reset(emptyBooking());
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(emptyBooking()));
      showToast({
        variant: 'destructive',
        title: 'Errore nella prenotazione',
        description: errorMessageOf(error, 'Non è stato possibile inviare la prenotazione. Riprova più tardi.'),
      });
    }
  }

  return (
    <form className="form" noValidate onFocus={resolver.preload} onSubmit={submitHandler(handleSubmit(submit))} aria-label="Prenota una consulenza">
      <fieldset className="form-fieldset" disabled={!hydrated}>
        <div className="form-row">
          <TextField label="Nome *" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Cognome *" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <div className="form-row">
          <TextField label="Email *" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField label="Telefono *" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        </div>
        <div className="form-row">
          <TextField
            label="Valore stimato *"
            hint="Quello della tua valutazione, anche indicativo (es. 250.000 €)."
            error={errors.valuation?.message}
            {...register('valuation')}
          />
          <TextField label="Comune dell'immobile *" autoComplete="address-level2" error={errors.comune?.message} {...register('comune')} />
        </div>
        <TimeSlotField legend="Quando preferisci essere chiamato? *" error={errors.requestedTime?.message} inputProps={register('requestedTime')} />
        <TextArea label="Note" hint="Facoltative: tempi, domande, come raggiungerti." error={errors.notes?.message} {...register('notes')} />
        <Checkbox label="Potete contattarmi anche su WhatsApp" {...register('whatsappOk')} />
        <Checkbox
          label={<PrivacyLabel text="Acconsento al trattamento dei dati personali per essere ricontattato" />}
          error={errors.gdprConsent?.message}
          {...register('gdprConsent')}
        />
        <MarketingConsents email={register('consenso_email')} whatsapp={register('consenso_whatsapp')} />
        <SubmitButton submitting={formState.isSubmitting} label="Prenota la consulenza" />
      </fieldset>
    </form>
  );
}
