import { z } from 'zod';

export const LOGIN_REQUIRED_MESSAGE = 'Inserisci email e password.';

/** Back-office login: both fields required, with one message for either. */
export const LoginSchema = z.object({
  email: z.string({ error: LOGIN_REQUIRED_MESSAGE }).trim().min(1, { error: LOGIN_REQUIRED_MESSAGE }).max(254),
  password: z.string({ error: LOGIN_REQUIRED_MESSAGE }).min(1, { error: LOGIN_REQUIRED_MESSAGE }).max(1024),
});
export type Login = z.output<typeof LoginSchema>;
