import { createHttpClient } from '@valuta/shared/http-client';

/** The public site's one API client: same origin, cookies included, the spec's error messages. */
export const api = createHttpClient();
