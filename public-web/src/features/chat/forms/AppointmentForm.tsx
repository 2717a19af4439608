import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AppointmentFormSchema, type AppointmentForm as AppointmentFormValues, type AppointmentFormInput } from '@valuta/shared/schemas/appointment';
import { DEFAULT_TIME_SLOT, PUBLIC_TIME_SLOT_LABELS, TIME_SLOTS, type TimeSlot } from '@valuta/shared/time-slots';
import { CheckboxField, MarketingConsents, PrivacyCheckbox, SubmitButton, TextField } from './fields';
import styles from './forms.module.css';

interface AppointmentFormProps {
  onSubmit: (form: AppointmentFormValues) => Promise<void>;
  phone?: string;
  preferredTime?: TimeSlot;
}

/** The appointment form bubble (public spec §2, §5): a free consultation, called back in the chosen slot. */
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
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Prenota la consulenza gratuita">
      <h2 className={styles.title}>Prenota la consulenza gratuita</h2>
      <p className={styles.intro}>Un nostro consulente ti chiama nella fascia oraria che preferisci, entro 24 ore.</p>
      <TextField label="Telefono" type="tel" autoComplete="tel" registration={register('phone')} error={errors.phone} />
      <fieldset className={styles.radios} aria-describedby={errors.preferredTime ? 'appointment-time-error' : undefined}>
        <legend>Fascia oraria preferita</legend>
        {TIME_SLOTS.map((slot) => (
          <label key={slot} className={styles.radio}>
            <input type="radio" value={slot} {...register('preferredTime')} />
            {PUBLIC_TIME_SLOT_LABELS[slot]}
          </label>
        ))}
      </fieldset>
      {errors.preferredTime?.message && (
        <p id="appointment-time-error" className={styles.error}>
          {errors.preferredTime.message}
        </p>
      )}
      <CheckboxField registration={register('whatsappOk')} label="Potete contattarmi anche su WhatsApp." />
      <PrivacyCheckbox registration={register('privacy')} error={errors.privacy} />
      <MarketingConsents email={register('consenso_email')} whatsapp={register('consenso_whatsapp')} />
      <SubmitButton submitting={isSubmitting} label="Conferma l'appuntamento" />
    </form>
  );
}
