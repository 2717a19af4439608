import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AppointmentFormSchema, type AppointmentForm as AppointmentFormValues, type AppointmentFormInput } from '@valuta/shared/appointments';
import { DEFAULT_TIME_SLOT, type TimeSlot } from '@valuta/shared/time-slots';
import { Checkbox, SubmitButton, TextField, TimeSlotField } from '../../../components/form/fields';
import { submitHandler } from '../../../components/form/submit-handler';
import { MarketingConsents, PrivacyCheckbox } from './consents';
import styles from './forms.module.css';

interface AppointmentFormProps {
  onSubmit: (form: AppointmentFormValues) => Promise<void>;
  phone?: string;
  preferredTime?: TimeSlot;
}

/** The appointment form bubble: a free consultation, called back in the chosen slot (AppointmentFormSchema's rules). */
export function AppointmentForm({ onSubmit, phone = '', preferredTime = DEFAULT_TIME_SLOT }: AppointmentFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AppointmentFormInput, unknown, AppointmentFormValues>({
    resolver: zodResolver(AppointmentFormSchema),
    defaultValues: { phone, preferredTime, whatsappOk: false, consenso_email: false, consenso_whatsapp: false } as AppointmentFormInput,
  });

  return (
    <form className={styles.form} onSubmit={submitHandler(handleSubmit(onSubmit))} noValidate aria-label="Prenota la consulenza gratuita">
      <h2 className={styles.title}>Prenota la consulenza gratuita</h2>
      <p className={styles.intro}>Un nostro consulente ti chiama nella fascia oraria che preferisci, entro 24 ore.</p>
      <TextField label="Telefono" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <TimeSlotField legend="Fascia oraria preferita" error={errors.preferredTime?.message} inputProps={register('preferredTime')} />
      <Checkbox label="Potete contattarmi anche su WhatsApp." {...register('whatsappOk')} />
      <PrivacyCheckbox error={errors.privacy?.message} {...register('privacy')} />
      <MarketingConsents email={register('consenso_email')} whatsapp={register('consenso_whatsapp')} />
      <SubmitButton submitting={isSubmitting} label="Conferma l'appuntamento" variant="dark" className={styles.submit} />
    </form>
  );
}
