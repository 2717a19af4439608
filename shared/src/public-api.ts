import type { StoredRequestResponse } from './answers.js';

/** POST /api/assistenza/richiesta: stored, with the confirmation the site shows. */
export interface AssistanceRequestResponse extends StoredRequestResponse {
  message: string;
}
