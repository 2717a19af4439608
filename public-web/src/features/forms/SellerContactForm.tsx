import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { SellerContactSchema } from '@valuta/shared/seller-contacts';
import { HttpError } from '@valuta/shared/http-client';
import { Checkbox, PrivacyLabel, SubmitButton, TextField } from '../../components/form/fields';
import { MarketingConsents } from '../chat/forms/consents';
import { showServerFieldErrors } from '../../components/form/server-errors';
import { submitHandler } from '../../components/form/submit-handler';
import { saveSellerContact } from '../../lib/api';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { useHydrated } from '../../lib/use-hydrated';
import { useSiteNavigate } from '../../lib/site-navigation';
import { trackPixel } from '../../lib/pixel';

type Input = z.input<typeof SellerContactSchema>;
type Output = z.output<typeof SellerContactSchema>;

const EMPTY: Input = {
  nome_completo: '',
  email: '',
  telefono: '',
  indirizzo_immobile: '',
  privacy_accettata: false as unknown as true,
  consenso_email: false,
  consenso_whatsapp: false,
};

/** The alert text for a failed request: no answer, an answer that is not ours, or the server's own words. */
export function sellerErrorAlert(error: unknown): string {
  if (!(error instanceof HttpError) || error.status === 0) {
    return 'Errore di connessione. Controlla la connessione internet e riprova.';
  }
  if (!error.body) return 'Errore sconosciuto';
  return error.serverMessage ? `Errore: ${error.serverMessage}` : 'Si è verificato un errore. Riprova più tardi.';
}

const resolver = lazyZodResolver<Input, Output>(() => import('@valuta/shared/seller-contacts/request').then((module) => module.SellerContactSchema));

/**
 * The seller landing form: SellerContactSchema's messages, alerts for privacy and failures, then /thank-you-page.
 * An island of its page: it knows no router, and carries react-hook-form and the schema only there.
 */
export default function SellerContactForm() {
  const navigate = useSiteNavigate();
  const { register, handleSubmit, formState, setError } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: EMPTY,
  });
  const errors = formState.errors;
  const hydrated = useHydrated();

  async function submit(values: Output) {
    try {
      const answer = await saveSellerContact(values);
      trackPixel('lead');
      // The thank-you page speaks of the confirmation e-mail only when the server says it is on its way.
      navigate('/thank-you-page', { state: { confirmationEmailed: answer.confirmationEmailed === true } });
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(EMPTY));
      window.alert(sellerErrorAlert(error));
    }
  }

  return (
    <form
      className="form"
      noValidate
      onFocus={resolver.preload}
      onSubmit={submitHandler(
        handleSubmit(submit, (invalid) => {
          // An unticked privacy box is told with an alert, so it cannot be missed; the other fields show their message.
          if (invalid.privacy_accettata?.message) window.alert(invalid.privacy_accettata.message);
        }),
      )}
    >
      <fieldset className="form-fieldset" disabled={!hydrated}>
        <TextField label="Nome e cognome *" autoComplete="name" error={errors.nome_completo?.message} {...register('nome_completo')} />
        <TextField label="Email *" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField label="Telefono *" type="tel" autoComplete="tel" error={errors.telefono?.message} {...register('telefono')} />
        <TextField
          label="Indirizzo dell'immobile"
          hint="Facoltativo: ci aiuta a preparare la consulenza."
          autoComplete="street-address"
          error={errors.indirizzo_immobile?.message}
          {...register('indirizzo_immobile')}
        />
        <Checkbox label={<PrivacyLabel text="Accetto la privacy policy" />} {...register('privacy_accettata')} />
        <MarketingConsents email={register('consenso_email')} whatsapp={register('consenso_whatsapp')} />
        <SubmitButton submitting={formState.isSubmitting} label="Prenota la consulenza gratuita" />
        <p className="field-hint">Ti richiamiamo entro 24 ore. Nessun costo, nessun impegno.</p>
      </fieldset>
    </form>
  );
}
