import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { UnsupportedCityRequestSchema, type UnsupportedCityRequest, type UnsupportedCityRequestInput } from '@valuta/shared/unsupported-cities';
import { SubmitButton, TextArea, TextField } from '../../../components/form/fields';
import { submitHandler } from '../../../components/form/submit-handler';
import { MarketingConsents, PrivacyCheckbox } from './consents';
import styles from './forms.module.css';

interface UnsupportedCityFormProps {
  city: string;
  onSubmit: (request: UnsupportedCityRequest) => Promise<void>;
}

/** The request form for a town the chat does not value yet, prefilled with the town. */
export function UnsupportedCityForm({ city, onSubmit }: UnsupportedCityFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UnsupportedCityRequestInput, unknown, UnsupportedCityRequest>({
    resolver: zodResolver(UnsupportedCityRequestSchema),
    defaultValues: {
      nome: '',
      cognome: '',
      email: '',
      telefono: '',
      citta: city,
      motivazione: '',
      consenso_email: false,
      consenso_whatsapp: false,
    } as UnsupportedCityRequestInput,
  });

  return (
    <form className={styles.form} onSubmit={submitHandler(handleSubmit(onSubmit))} noValidate aria-label="Richiesta di valutazione">
      <h2 className={styles.title}>Richiedi una valutazione personalizzata</h2>
      <p className={styles.intro}>
        Lasciaci i tuoi dati: un consulente valuterà la tua casa di persona e ti avviseremo appena la valutazione online sarà disponibile nella tua
        città.
      </p>
      <div className={styles.row}>
        <TextField label="Nome" autoComplete="given-name" error={errors.nome?.message} {...register('nome')} />
        <TextField label="Cognome" autoComplete="family-name" error={errors.cognome?.message} {...register('cognome')} />
      </div>
      <div className={styles.row}>
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField label="Telefono" type="tel" autoComplete="tel" error={errors.telefono?.message} {...register('telefono')} />
      </div>
      <TextField label="Città" autoComplete="address-level2" error={errors.citta?.message} {...register('citta')} />
      <TextArea
        rows={3}
        label="Perché vuoi una valutazione?"
        placeholder="Es. vorrei vendere la casa entro l'anno"
        error={errors.motivazione?.message}
        {...register('motivazione')}
      />
      <PrivacyCheckbox error={errors.accetto_privacy?.message} {...register('accetto_privacy')} />
      <MarketingConsents email={register('consenso_email')} whatsapp={register('consenso_whatsapp')} />
      <SubmitButton submitting={isSubmitting} label="Invia richiesta" variant="dark" className={styles.submit} />
    </form>
  );
}
