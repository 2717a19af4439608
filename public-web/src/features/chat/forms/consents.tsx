import type { UseFormRegisterReturn } from 'react-hook-form';
import { CONSENTS_NOTE_TEXT, DATA_RECIPIENTS_TEXT } from '@valuta/shared/privacy-text';
import { Checkbox, PrivacyLink } from '../../../components/form/fields';

/** The required privacy box of the chat's forms. */
export function PrivacyCheckbox({ error, ...registration }: UseFormRegisterReturn & { error?: string }) {
  return (
    <Checkbox
      error={error}
      {...registration}
      label={
        <>
          Ho letto e accetto <PrivacyLink />.
        </>
      }
    />
  );
}

/**
 * The two optional marketing consents of every form, each its own box, both unticked; then who receives the
 * data, in the privacy notice's words.
 */
export function MarketingConsents({ email, whatsapp }: { email: UseFormRegisterReturn; whatsapp: UseFormRegisterReturn }) {
  return (
    <>
      <Checkbox {...email} label="Acconsento a ricevere comunicazioni promozionali via e-mail (facoltativo)." />
      <Checkbox {...whatsapp} label="Acconsento a ricevere comunicazioni promozionali via WhatsApp (facoltativo)." />
      <p className="field-hint">
        {CONSENTS_NOTE_TEXT} {DATA_RECIPIENTS_TEXT}
      </p>
    </>
  );
}
