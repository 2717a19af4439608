import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AssistanceRequestSchema } from '@valuta/shared/assistance';
import { HttpError } from '@valuta/shared/http-client';
import { Checkbox, PrivacyLabel, SubmitButton, TextArea, TextField } from '../../components/form/fields';
import { MarketingConsents } from '../chat/forms/consents';
import { showServerFieldErrors } from '../../components/form/server-errors';
import { submitHandler } from '../../components/form/submit-handler';
import { showToast } from '../../components/toast';
import { sendAssistanceRequest } from '../../lib/api';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { useHydrated } from '../../lib/use-hydrated';

type Input = z.input<typeof AssistanceRequestSchema>;
type Output = z.output<typeof AssistanceRequestSchema>;

const EMPTY: Input = {
  name: '',
  email: '',
  phone: '',
  message: '',
  accetto_privacy: false as unknown as true,
  consenso_email: false,
  consenso_whatsapp: false,
};

const resolver = lazyZodResolver<Input, Output>(() => import('@valuta/shared/assistance/request').then((module) => module.AssistanceRequestSchema));

/** The 'Richiedi assistenza' form of the footer's dialog (AssistanceRequestSchema's rules). */
export default function AssistanceForm({ onDone }: { onDone: () => void }) {
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues: EMPTY });
  const { register, handleSubmit, formState, reset, setError } = form;
  const errors = formState.errors;
  const hydrated = useHydrated();

  async function submit(values: Output) {
    try {
      await sendAssistanceRequest(values);
      showToast({ title: 'Richiesta inviata', description: 'La tua richiesta è stata inviata con successo. Verrai contattato a breve.' });
      reset(EMPTY);
      onDone();
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(EMPTY));
      const failedResponse = error instanceof HttpError && error.status !== 0;
      showToast({
        variant: 'destructive',
        title: 'Errore',
        description: failedResponse
          ? (error.body?.message ?? error.serverMessage ?? "Si è verificato un errore nell'invio della richiesta")
          : "Si è verificato un errore durante l'invio della richiesta",
      });
    }
  }

  return (
    <form className="form" noValidate onFocus={resolver.preload} onSubmit={submitHandler(handleSubmit(submit))}>
      <fieldset className="form-fieldset" disabled={!hydrated}>
        <p className="field-hint">Scrivici cosa ti serve: ti risponde una persona del nostro team, non un risponditore automatico.</p>
        <TextField label="Nome *" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <div className="form-row">
          <TextField label="Email *" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField label="Telefono *" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        </div>
        <TextArea label="Messaggio *" error={errors.message?.message} {...register('message')} />
        <Checkbox label={<PrivacyLabel />} error={errors.accetto_privacy?.message} {...register('accetto_privacy')} />
        <MarketingConsents email={register('consenso_email')} whatsapp={register('consenso_whatsapp')} />
        <SubmitButton submitting={formState.isSubmitting} label="Invia richiesta" variant="dark" />
      </fieldset>
    </form>
  );
}
