import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import styles from './forms.module.css';

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
}

function errorProps(id: string, error: FieldError | undefined, hintId?: string) {
  const describedBy = [hintId, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

function ErrorText({ id, error }: { id: string; error?: FieldError }) {
  return error?.message ? (
    <p id={`${id}-error`} className={styles.error}>
      {error.message}
    </p>
  ) : null;
}

/** A labelled text input with its validation message under it, announced with the field. */
export function TextField({
  label,
  registration,
  error,
  hint,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, keyof UseFormRegisterReturn>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} className={styles.input} {...input} {...registration} {...errorProps(id, error, hintId)} />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  registration,
  error,
  hint,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof UseFormRegisterReturn>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea id={id} className={styles.textarea} rows={3} {...textarea} {...registration} {...errorProps(id, error, hintId)} />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <ErrorText id={id} error={error} />
    </div>
  );
}

/** A checkbox whose label may hold a link (the privacy notice). */
export function CheckboxField({ label, registration, error }: { label: ReactNode; registration: UseFormRegisterReturn; error?: FieldError }) {
  const id = useId();
  return (
    <div className={styles.checkField}>
      <div className={styles.checkRow}>
        <input id={id} type="checkbox" className={styles.checkbox} {...registration} {...errorProps(id, error)} />
        <label htmlFor={id}>{label}</label>
      </div>
      <ErrorText id={id} error={error} />
    </div>
  );
}

/** The mandatory privacy box of every chat form. */
export function PrivacyCheckbox({ registration, error }: { registration: UseFormRegisterReturn; error?: FieldError }) {
  return (
    <CheckboxField
      registration={registration}
      error={error}
      label={
        <>
          Ho letto e accetto <PrivacyLink />.
        </>
      }
    />
  );
}

/** The two optional marketing consents (spec §5: default false). */
export function MarketingConsents({ email, whatsapp }: { email: UseFormRegisterReturn; whatsapp: UseFormRegisterReturn }) {
  return (
    <>
      <CheckboxField registration={email} label="Acconsento a ricevere comunicazioni via e-mail (facoltativo)." />
      <CheckboxField registration={whatsapp} label="Acconsento a ricevere comunicazioni via WhatsApp (facoltativo)." />
    </>
  );
}

/** The link to the privacy notice, in a new tab so the conversation stays where it is. */
export function PrivacyLink({ children = "l'informativa sulla privacy" }: { children?: ReactNode }) {
  return (
    <a href="/privacy" target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function SubmitButton({ submitting, label }: { submitting: boolean; label: string }) {
  return (
    <button type="submit" className={`button button-dark ${styles.submit}`} disabled={submitting}>
      {submitting ? 'Invio in corso...' : label}
    </button>
  );
}
