import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { PartnerApplicationSchema } from '@valuta/shared/partner-applications';
import { Checkbox, PrivacyLabel, SubmitButton, TextArea, TextField } from '../../components/form/fields';
import { MarketingConsents } from '../chat/forms/consents';
import { showServerFieldErrors } from '../../components/form/server-errors';
import { submitHandler } from '../../components/form/submit-handler';
import { showToast } from '../../components/toast';
import { sendPartnerApplication } from '../../lib/api';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { useHydrated } from '../../lib/use-hydrated';

type Input = z.input<typeof PartnerApplicationSchema>;
type Output = z.output<typeof PartnerApplicationSchema>;

const EMPTY: Input = {
  nome: '',
  cognome: '',
  email: '',
  telefono: '',
  citta: '',
  motivazione: '',
  accetto_privacy: false as unknown as true,
  consenso_email: false,
  consenso_whatsapp: false,
};

const resolver = lazyZodResolver<Input, Output>(() =>
  import('@valuta/shared/partner-applications').then((module) => module.PartnerApplicationSchema),
);

/** The agent application of /diventa-partner; once sent, the form gives way to a confirmation. */
export default function PartnerApplicationForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: EMPTY,
  });
  const errors = formState.errors;
  const hydrated = useHydrated();

  async function submit(values: Output) {
    try {
      await sendPartnerApplication(values);
      showToast({ title: 'Richiesta inviata con successo!', description: 'Abbiamo ricevuto la tua candidatura.' });
      setSentTo(values.nome);
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(EMPTY));
      showToast({ variant: 'destructive', title: 'Errore', description: "Si è verificato un errore durante l'invio del form. Riprova più tardi." });
    }
  }

  if (sentTo) {
    return (
      <div className="form-success" role="status">
        <h3>Grazie {sentTo}, candidatura ricevuta!</h3>
        <p>
          La leggiamo con attenzione e ti contattiamo entro qualche giorno lavorativo per un primo colloquio conoscitivo. Ti abbiamo inviato una
          conferma via e-mail.
        </p>
      </div>
    );
  }

  return (
    <form className="form" noValidate onFocus={resolver.preload} onSubmit={submitHandler(handleSubmit(submit))} aria-label="Candidati come partner">
      <fieldset className="form-fieldset" disabled={!hydrated}>
        <div className="form-row">
          <TextField label="Nome *" autoComplete="given-name" error={errors.nome?.message} {...register('nome')} />
          <TextField label="Cognome *" autoComplete="family-name" error={errors.cognome?.message} {...register('cognome')} />
        </div>
        <div className="form-row">
          <TextField label="Email *" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField label="Telefono *" type="tel" autoComplete="tel" error={errors.telefono?.message} {...register('telefono')} />
        </div>
        <TextField label="Città in cui lavori *" autoComplete="address-level2" error={errors.citta?.message} {...register('citta')} />
        <TextArea
          label="Perché vuoi lavorare con noi? *"
          hint="Raccontaci la tua esperienza, la tua zona e cosa cerchi."
          error={errors.motivazione?.message}
          {...register('motivazione')}
        />
        <Checkbox label={<PrivacyLabel />} error={errors.accetto_privacy?.message} {...register('accetto_privacy')} />
        <MarketingConsents email={register('consenso_email')} whatsapp={register('consenso_whatsapp')} />
        <SubmitButton submitting={formState.isSubmitting} label="Invia la candidatura" />
      </fieldset>
    </form>
  );
}
