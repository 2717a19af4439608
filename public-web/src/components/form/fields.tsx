import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

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

/** A labelled input with its hint and error, wired for screen readers (react-hook-form's register spreads in). */
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

export function Checkbox({
  label,
  error,
  ref,
  ...input
}: FieldChrome & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className="check-block">
      <div className="check">
        <input id={id} type="checkbox" ref={ref} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

/** Morning or afternoon, as two large radio options (public spec §9 time slots). */
export function TimeSlotField({
  legend,
  error,
  options,
  inputProps,
}: {
  legend: string;
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}) {
  const id = useId();
  return (
    <fieldset className="radio-group field" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="radio-options">
        {options.map((option) => (
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

/** The 'Ho letto l'informativa' label: the notice opens in a new tab, so nothing typed is lost. */
export function PrivacyLabel({ text = "Ho letto e accetto l'informativa sulla privacy" }: { text?: string }) {
  return (
    <>
      {text} (
      <a href="/privacy" target="_blank" rel="noopener">
        leggi l'informativa
      </a>
      ) *
    </>
  );
}
