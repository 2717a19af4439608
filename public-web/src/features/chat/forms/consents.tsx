import type { UseFormRegisterReturn } from 'react-hook-form';
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

/** The two optional marketing consents of the chat's forms; both start unticked. */
export function MarketingConsents({ email, whatsapp }: { email: UseFormRegisterReturn; whatsapp: UseFormRegisterReturn }) {
  return (
    <>
      <Checkbox {...email} label="Acconsento a ricevere comunicazioni via e-mail (facoltativo)." />
      <Checkbox {...whatsapp} label="Acconsento a ricevere comunicazioni via WhatsApp (facoltativo)." />
    </>
  );
}
