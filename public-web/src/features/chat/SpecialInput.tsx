import { useId, useState, type FormEvent } from 'react';
import type { SpecialInput as SpecialInputKind } from '@valuta/shared/chat';
import { FLOOR_OPTIONS } from '@valuta/shared/valuation';
import { FLOOR_REQUIRED_MESSAGE, SurfaceInputSchema, constructionYearInputSchema, firstIssueMessage, onlyDigits } from '@valuta/shared/chat';
import styles from './Chat.module.css';

interface SpecialInputProps {
  kind: SpecialInputKind;
  disabled: boolean;
  /** The text sent as the answer: the digits of a surface or year, the label of a floor. */
  onConfirm: (answer: string) => void;
  /** Today, for the year's upper bound; tests pass a fixed date. */
  now?: Date;
}

function ConfirmButton({ disabled }: { disabled: boolean }) {
  return (
    <button type="submit" className={`button button-dark ${styles.confirm}`} disabled={disabled}>
      Conferma
    </button>
  );
}

function ErrorLine({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} className={styles.specialError}>
      {message}
    </p>
  ) : null;
}

function SurfaceInput({ disabled, onConfirm }: Omit<SpecialInputProps, 'kind'>) {
  const id = useId();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const result = SurfaceInputSchema.safeParse(value);
  const error = touched ? firstIssueMessage(result) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (result.success && !disabled) onConfirm(String(result.data));
  }

  return (
    <form className={styles.special} onSubmit={submit}>
      <label htmlFor={id} className={styles.specialLabel}>
        Superficie dell'immobile
      </label>
      <div className={styles.specialRow}>
        <span className={styles.unitBox}>
          <input
            id={id}
            className={styles.specialInput}
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={(event) => {
              setValue(onlyDigits(event.target.value, 5));
              setTouched(true);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <span className={styles.unit}>m²</span>
        </span>
        <ConfirmButton disabled={disabled || value === '' || !result.success} />
      </div>
      <ErrorLine id={`${id}-error`} message={error} />
    </form>
  );
}

function YearInput({ disabled, onConfirm, now }: Omit<SpecialInputProps, 'kind'>) {
  const id = useId();
  const [value, setValue] = useState('');
  const [blurred, setBlurred] = useState(false);
  const [edited, setEdited] = useState(false);
  const result = constructionYearInputSchema(now).safeParse(value);
  // While the visitor is still typing the four digits, "19" is no mistake yet.
  const error = edited && (blurred || value.length >= 4 || value === '') ? firstIssueMessage(result) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setBlurred(true);
    setEdited(true);
    if (result.success && !disabled) onConfirm(String(result.data));
  }

  return (
    <form className={styles.special} onSubmit={submit}>
      <label htmlFor={id} className={styles.specialLabel}>
        Anno di costruzione
      </label>
      <div className={styles.specialRow}>
        <input
          id={id}
          className={styles.specialInput}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          placeholder="Es. 1975"
          value={value}
          onChange={(event) => {
            setValue(onlyDigits(event.target.value, 4));
            setEdited(true);
          }}
          onBlur={() => setBlurred(true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <ConfirmButton disabled={disabled || value === '' || !result.success} />
      </div>
      <ErrorLine id={`${id}-error`} message={error} />
    </form>
  );
}

function FloorInput({ disabled, onConfirm }: Omit<SpecialInputProps, 'kind'>) {
  const id = useId();
  const [value, setValue] = useState('');
  const [attempted, setAttempted] = useState(false);
  const option = FLOOR_OPTIONS.find((floor) => String(floor.value) === value);
  const error = attempted && !option ? FLOOR_REQUIRED_MESSAGE : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (option && !disabled) onConfirm(option.label);
  }

  return (
    <form className={styles.special} onSubmit={submit}>
      <label htmlFor={id} className={styles.specialLabel}>
        Piano dell'immobile
      </label>
      <div className={styles.specialRow}>
        <select
          id={id}
          className={styles.specialInput}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <option value="">Seleziona il piano</option>
          {FLOOR_OPTIONS.map((floor) => (
            <option key={floor.value} value={String(floor.value)}>
              {floor.label}
            </option>
          ))}
        </select>
        <ConfirmButton disabled={disabled || !option} />
      </div>
      <ErrorLine id={`${id}-error`} message={error} />
    </form>
  );
}

/** The specialised input the last question opens (surface, floor, year: specialInputFor in shared/src/chat/session.ts), above the text box. */
export function SpecialInput({ kind, ...props }: SpecialInputProps) {
  if (kind === 'surface') return <SurfaceInput {...props} />;
  if (kind === 'year') return <YearInput {...props} />;
  return <FloorInput {...props} />;
}
