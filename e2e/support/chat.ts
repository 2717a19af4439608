import { expect, type Page } from '@playwright/test';
import type { ContactSaveResponse, UserData, ContactDataInput } from '@valuta/shared/leads';
import type { ValuationRangeData, ChatTurnResponse } from '@valuta/shared/chat';
import { TURIN_FLAT } from '../../api/src/test/owner-replies';

/** Drives the valuation chat as a visitor does: typed answers, buttons, the special inputs, the contact form. */
export function chatDriver(page: Page) {
  const log = page.getByRole('log', { name: 'Conversazione con Amelia' });
  const input = page.getByLabel('La tua risposta');
  let answered = 0;

  /** Waits until Amelia has answered the visitor's latest message. */
  async function settled() {
    await expect(log.getByText('Amelia sta scrivendo…')).toHaveCount(0);
    await expect(input).not.toHaveAttribute('aria-disabled', 'true');
  }

  const userBubbles = () => log.locator('[data-speaker="user"]').count();

  async function afterAnswer(action: () => Promise<void>) {
    const before = await userBubbles();
    await action();
    answered += 1;
    await expect.poll(userBubbles).toBeGreaterThan(before);
    await expect(log.getByText('Amelia sta scrivendo…')).toHaveCount(0);
  }

  return {
    log,
    input,
    settled,
    get answered() {
      return answered;
    },
    /** The text of Amelia's latest message. */
    lastMessage: () => log.locator('[data-speaker="assistant"]').last(),
    say: (text: string) =>
      afterAnswer(async () => {
        await input.fill(text);
        await input.press('Enter');
      }),
    press: (label: string) => afterAnswer(() => log.getByRole('button', { name: label, exact: true }).click()),
    surface: (value: string) =>
      afterAnswer(async () => {
        await page.getByLabel("Superficie dell'immobile").fill(value);
        await page.getByRole('button', { name: 'Conferma' }).click();
      }),
    floor: (label: string) =>
      afterAnswer(async () => {
        await page.getByLabel("Piano dell'immobile").selectOption({ label });
        await page.getByRole('button', { name: 'Conferma' }).click();
      }),
    year: (value: string) =>
      afterAnswer(async () => {
        await page.getByLabel('Anno di costruzione').fill(value);
        await page.getByRole('button', { name: 'Conferma' }).click();
      }),
  };
}

export const OWNER = { name: 'Mario Rossi', email: 'mario.rossi@example.it', phone: '333 1234567' } as const;

/** Fills and sends the chat's contact form; the result page follows. */
export async function sendContactForm(page: Page, owner: { name: string; email: string; phone: string } = OWNER) {
  const form = page.getByRole('form', { name: 'I tuoi contatti' });
  await form.getByLabel('Nome e cognome').fill(owner.name);
  await form.getByLabel('Email').fill(owner.email);
  await form.getByLabel('Telefono').fill(owner.phone);
  await form.getByLabel(/Ho letto e accetto/).check();
  // The marketing consents are optional and stay unticked: the estimate comes all the same.
  await form.getByRole('button', { name: 'Scopri la valutazione' }).click();
  await page.waitForURL('**/thank-you-range');
}

/** Euros as the result page prints them: "285.000 € - 315.000 €" (no decimals, no-break spaces). */
export const EURO_RANGE = /^\d{1,3}(?:\.\d{3})*\s€ - \d{1,3}(?:\.\d{3})*\s€$/;

/**
 * A valuation completed through the real API, as the chat page leaves it: the result page's session storage
 * is written, so a test of what follows the estimate starts there without replaying the whole chat.
 */
export async function openResultPageOfNewValuation(
  page: Page,
  owner: { name: string; email: string; phone: string } = OWNER,
): Promise<{ valuationId: string; userData: UserData }> {
  async function post<T>(path: string, data: unknown = {}): Promise<T> {
    const response = await page.request.post(path, { data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }
  const { valuationId } = await post<ChatTurnResponse>('/api/chat/start');
  for (const [kind, text] of TURIN_FLAT) {
    await post<ChatTurnResponse>(
      kind === 'say' ? '/api/chat/message' : '/api/chat/select',
      kind === 'say' ? { valuationId, message: text } : { valuationId, option: text },
    );
  }
  const contactData: ContactDataInput = {
    ...owner,
    notes: '',
    sendEmail: true,
    accetto_privacy: true,
    consenso_email: true,
    consenso_whatsapp: true,
  };
  const saved = await post<ContactSaveResponse>('/api/contact/save', { valuationId, contactData });
  expect(saved.valuation, 'the estimate of the new valuation').not.toBeNull();
  const rangeData: ValuationRangeData = { valuationId, propertyData: saved.valuation?.propertyData ?? {}, userData: saved.userData };
  await page.goto('/');
  await page.evaluate((data) => sessionStorage.setItem('valuationRangeData', JSON.stringify(data)), rangeData);
  await page.goto('/thank-you-range');
  return { valuationId, userData: saved.userData };
}
