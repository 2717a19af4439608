import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { UnsupportedTownContactSchema, type UnsupportedTownContact } from '@valuta/shared/unsupported-cities';
import { SubmitButton, TextArea, TextField } from '../../../components/form/fields';
import { submitHandler } from '../../../components/form/submit-handler';
import { MarketingConsents, PrivacyCheckbox } from './consents';
import styles from './forms.module.css';

type UnsupportedTownInput = z.input<typeof UnsupportedTownContactSchema>;

interface UnsupportedTownFormProps {
  town: string;
  onSubmit: (contact: UnsupportedTownContact) => Promise<void>;
}

/** The simple form for an unsupported town: a name and a phone to call, and two words on the home. */
export function UnsupportedTownForm({ town, onSubmit }: UnsupportedTownFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UnsupportedTownInput, unknown, UnsupportedTownContact>({
    resolver: zodResolver(UnsupportedTownContactSchema),
    defaultValues: { name: '', phone: '', propertyDescription: '', town, consenso_email: false, consenso_whatsapp: false } as UnsupportedTownInput,
  });

  return (
    <form className={styles.form} onSubmit={submitHandler(handleSubmit(onSubmit))} noValidate aria-label="Richiesta di contatto">
      <p className={styles.intro}>
        Bastano il tuo nome, un numero di telefono e due parole sulla casa: un consulente ti richiama per valutarla di persona.
      </p>
      <TextField label="Nome e cognome" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Telefono" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <TextField label="Comune" autoComplete="address-level2" error={errors.town?.message} {...register('town')} />
      <TextArea
        rows={3}
        label="Descrivi il tuo immobile"
        placeholder="Es. trilocale di 80 m² al secondo piano, con balcone"
        error={errors.propertyDescription?.message}
        {...register('propertyDescription')}
      />
      <PrivacyCheckbox error={errors.accetto_privacy?.message} {...register('accetto_privacy')} />
      <MarketingConsents email={register('consenso_email')} whatsapp={register('consenso_whatsapp')} />
      <SubmitButton submitting={isSubmitting} label="Richiamatemi" variant="dark" className={styles.submit} />
    </form>
  );
}
