import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  UnsupportedCityRequestSchema,
  type UnsupportedCityRequest,
  type UnsupportedCityRequestInput,
} from '@valuta/shared/schemas/unsupported-city';
import { MarketingConsents, PrivacyCheckbox, SubmitButton, TextAreaField, TextField } from './fields';
import styles from './forms.module.css';

interface UnsupportedCityFormProps {
  city: string;
  onSubmit: (request: UnsupportedCityRequest) => Promise<void>;
}

/** The request form for a town the chat does not value yet (public spec §2, §3), prefilled with the town. */
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
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Richiesta di valutazione">
      <h2 className={styles.title}>Richiedi una valutazione personalizzata</h2>
      <p className={styles.intro}>
        Lasciaci i tuoi dati: un consulente valuterà la tua casa di persona e ti avviseremo appena la valutazione online
        sarà disponibile nella tua città.
      </p>
      <div className={styles.row}>
        <TextField label="Nome" autoComplete="given-name" registration={register('nome')} error={errors.nome} />
        <TextField label="Cognome" autoComplete="family-name" registration={register('cognome')} error={errors.cognome} />
      </div>
      <div className={styles.row}>
        <TextField label="Email" type="email" autoComplete="email" registration={register('email')} error={errors.email} />
        <TextField label="Telefono" type="tel" autoComplete="tel" registration={register('telefono')} error={errors.telefono} />
      </div>
      <TextField label="Città" autoComplete="address-level2" registration={register('citta')} error={errors.citta} />
      <TextAreaField
        label="Perché vuoi una valutazione?"
        placeholder="Es. vorrei vendere la casa entro l'anno"
        registration={register('motivazione')}
        error={errors.motivazione}
      />
      <PrivacyCheckbox registration={register('accetto_privacy')} error={errors.accetto_privacy} />
      <MarketingConsents email={register('consenso_email')} whatsapp={register('consenso_whatsapp')} />
      <SubmitButton submitting={isSubmitting} label="Invia richiesta" />
    </form>
  );
}
