/** Pieces the form e-mails share. */

export const yesNo = (value: boolean) => (value ? 'Sì' : 'No');

/** The visitor's channel consents, as rows of the agency's notification. */
export function consentRows(consents: { email: boolean; whatsapp: boolean }): Array<[string, string]> {
  return [
    ['Consenso comunicazioni e-mail', yesNo(consents.email)],
    ['Consenso comunicazioni WhatsApp', yesNo(consents.whatsapp)],
  ];
}

/** The button of the agency's notification that opens the back office on the request's screen. */
export function adminButton(publicUrl: string, page: string) {
  return { button: { label: 'Apri l’area riservata', url: `${publicUrl}/admin${page}` } };
}
