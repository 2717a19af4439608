import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ChatContactFormSchema, type ChatContactForm, type ChatContactFormInput } from '@valuta/shared/leads';
import { SubmitButton, TextArea, TextField } from '../../../components/form/fields';
import { submitHandler } from '../../../components/form/submit-handler';
import { MarketingConsents, PrivacyCheckbox } from './consents';
import styles from './forms.module.css';

interface ContactFormProps {
  onSubmit: (form: ChatContactForm) => Promise<void>;
  defaults?: Partial<Pick<ChatContactForm, 'name' | 'email' | 'phone'>>;
  title?: string;
  intro?: string;
  submitLabel?: string;
}

/** The chat's contact form (ChatContactFormSchema's rules): the valuation is sent to these details. */
export function ContactForm({
  onSubmit,
  defaults,
  title = 'I tuoi contatti',
  intro = 'Ti mostriamo subito la valutazione.',
  submitLabel = 'Scopri la valutazione',
}: ContactFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChatContactFormInput, unknown, ChatContactForm>({
    resolver: zodResolver(ChatContactFormSchema),
    defaultValues: { name: '', email: '', phone: '', notes: '', ...defaults } as ChatContactFormInput,
  });

  return (
    <form className={styles.form} onSubmit={submitHandler(handleSubmit(onSubmit))} noValidate aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.intro}>{intro}</p>
      <TextField label="Nome e cognome" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <div className={styles.row}>
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField label="Telefono" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      </div>
      <TextArea label="Note (facoltative)" rows={2} error={errors.notes?.message} {...register('notes')} />
      <PrivacyCheckbox error={errors.privacy?.message} {...register('privacy')} />
      <MarketingConsents email={register('consenso_email')} whatsapp={register('consenso_whatsapp')} />
      <SubmitButton submitting={isSubmitting} label={submitLabel} variant="dark" className={styles.submit} />
    </form>
  );
}
