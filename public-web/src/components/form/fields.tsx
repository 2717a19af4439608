/**
 * The one kit of form fields, for the site's pages and the chat's forms alike. Every field is labelled, and
 * its hint and error are tied to it with aria-describedby; an error is also announced (role="alert") and
 * marks the control aria-invalid. react-hook-form's `register(...)` spreads straight in. The look lives in
 * styles/sections.css (.field, .check, .radio-group), so a field looks the same wherever it appears.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { PUBLIC_TIME_SLOT_LABELS, TIME_SLOTS } from '@valuta/shared/time-slots';

interface FieldChrome {
  label: ReactNode;
  error?: string;
  hint?: string;
}

function describedBy(id: string, error?: string, hint?: string) {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled input with its hint and error. */
export function TextField({
  label,
  error,
  hint,
  ref,
  ...input
}: FieldChrome & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextArea({
  label,
  error,
  hint,
  ref,
  ...input
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  hint,
  ref,
  children,
  ...select
}: FieldChrome & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...select}>
        {children}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A checkbox whose label may hold a link (the privacy notice). */
export function Checkbox({
  label,
  error,
  ref,
  ...input
}: Omit<FieldChrome, 'hint'> & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className="check-block">
      <div className="check">
        <input
          id={id}
          type="checkbox"
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

const TIME_SLOT_OPTIONS = TIME_SLOTS.map((slot) => ({ value: slot, label: PUBLIC_TIME_SLOT_LABELS[slot] }));

/** Morning or afternoon, as two large radio options under one legend. */
export function TimeSlotField({
  legend,
  error,
  inputProps,
}: {
  legend: string;
  error?: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}) {
  const id = useId();
  return (
    <fieldset className="radio-group field" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="radio-options">
        {TIME_SLOT_OPTIONS.map((option) => (
          <label key={option.value} className="radio-option">
            <input type="radio" value={option.value} {...inputProps} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}

/** The link to the privacy notice. It opens in a new tab, so nothing typed (or said to Amelia) is lost. */
export function PrivacyLink({ children = "l'informativa sulla privacy" }: { children?: ReactNode }) {
  return (
    <a href="/privacy" target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The label of a page form's required privacy box: "<text> (leggi l'informativa) *". */
export function PrivacyLabel({ text = "Ho letto e accetto l'informativa sulla privacy" }: { text?: string }) {
  return (
    <>
      {text} (<PrivacyLink>leggi l'informativa</PrivacyLink>) *
    </>
  );
}

/** The submit button; it says 'Invio in corso...' and is disabled while the form is being sent. */
export function SubmitButton({
  submitting,
  label,
  variant = 'primary',
  className,
}: {
  submitting: boolean;
  label: string;
  variant?: 'primary' | 'dark';
  className?: string;
}) {
  return (
    <button type="submit" className={['button', `button-${variant}`, className].filter(Boolean).join(' ')} disabled={submitting}>
      {submitting ? 'Invio in corso...' : label}
    </button>
  );
}
