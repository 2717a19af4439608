import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  ChatContactFormSchema,
  type ChatContactForm,
  type ChatContactFormInput,
} from '@valuta/shared/schemas/chat-contact';
import { CheckboxField, PrivacyLink, SubmitButton, TextAreaField, TextField } from './fields';
import styles from './forms.module.css';

interface ContactFormProps {
  onSubmit: (form: ChatContactForm) => Promise<void>;
  defaults?: Partial<Pick<ChatContactForm, 'name' | 'email' | 'phone'>>;
  title?: string;
  intro?: string;
  submitLabel?: string;
}

/** The chat's contact form (public spec §2, §5): the valuation is sent to these details. */
export function ContactForm({
  onSubmit,
  defaults,
  title = 'I tuoi contatti',
  intro = 'Ti mostriamo subito la valutazione e te la inviamo anche via e-mail.',
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
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.intro}>{intro}</p>
      <TextField label="Nome e cognome" autoComplete="name" registration={register('name')} error={errors.name} />
      <div className={styles.row}>
        <TextField label="Email" type="email" autoComplete="email" registration={register('email')} error={errors.email} />
        <TextField label="Telefono" type="tel" autoComplete="tel" registration={register('phone')} error={errors.phone} />
      </div>
      <TextAreaField label="Note (facoltative)" registration={register('notes')} error={errors.notes} rows={2} />
      <CheckboxField
        registration={register('privacy')}
        error={errors.privacy}
        label={
          <>
            Ho letto e accetto <PrivacyLink />.
          </>
        }
      />
      <CheckboxField
        registration={register('communications')}
        error={errors.communications}
        label="Acconsento a ricevere la valutazione e le comunicazioni dell'agenzia via e-mail e WhatsApp."
      />
      <SubmitButton submitting={isSubmitting} label={submitLabel} />
    </form>
  );
}
