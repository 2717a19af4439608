import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { z } from 'zod';
import type { ContactSaveResponse, ContactDataInput } from '@valuta/shared/leads';
import type { AppointmentSavePayloadSchema } from '@valuta/shared/appointments';
import type { UnsupportedCityRequestInput } from '@valuta/shared/unsupported-cities';
import type { ChatTurnResponse } from '@valuta/shared/chat';
import { TURIN_FLAT } from '../../api/src/test/owner-replies';

/** A POST that waits out the public rate limits (the other test files share the address) instead of failing. */
async function post(request: APIRequestContext, path: string, data: unknown): Promise<APIResponse> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await request.post(path, { data });
    if (response.status() !== 429 || attempt >= 3) {
      if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
      return response;
    }
    const seconds = Number(response.headers()['retry-after'] ?? '5');
    await new Promise((resolve) => setTimeout(resolve, Math.min(seconds, 65) * 1000));
  }
}

export interface Owner {
  name: string;
  email: string;
  phone: string;
}

/**
 * What an owner does on the public site: the whole chat, the contact form and, when `appointment` is set, the
 * request for a call. Returns the valuation id.
 */
export async function leadThroughChat(
  request: APIRequestContext,
  owner: Owner,
  appointment?: { preferred_time: 'mattina' | 'pomeriggio' },
): Promise<string> {
  const started = await post(request, '/api/chat/start', {});
  const { valuationId } = (await started.json()) as ChatTurnResponse;
  for (const [kind, text] of TURIN_FLAT) {
    if (kind === 'say') await post(request, '/api/chat/message', { valuationId, message: text });
    else await post(request, '/api/chat/select', { valuationId, option: text });
  }
  const contactData: ContactDataInput = {
    ...owner,
    notes: 'Vorrei vendere entro l’estate',
    sendEmail: true,
    accetto_privacy: true,
    consenso_email: true,
    consenso_whatsapp: false,
  };
  const saved = await post(request, '/api/contact/save', { valuationId, contactData });
  if (appointment) {
    const { userData } = (await saved.json()) as ContactSaveResponse;
    const booking: z.input<typeof AppointmentSavePayloadSchema> = {
      valuation_id: valuationId,
      user_id: userData.id,
      phone: owner.phone,
      preferred_time: appointment.preferred_time,
      whatsapp_ok: true,
      accetto_privacy: true,
    };
    await post(request, '/api/appointment/save', booking);
  }
  return valuationId;
}

/** The application form of a comune the chat does not cover. */
export async function unsupportedCityRequest(request: APIRequestContext, person: { nome: string; cognome: string; citta: string }) {
  const application: UnsupportedCityRequestInput = {
    ...person,
    email: `${person.nome.toLowerCase()}@example.it`,
    telefono: '0171 123456',
    motivazione: 'Vorrei vendere la casa dei nonni',
    accetto_privacy: true,
  };
  await post(request, '/api/contact/unsupported-city-new', application);
}
