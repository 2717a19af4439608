import type { FormRule } from 'antd';
import { NewPasswordSchema } from '@valuta/shared/auth';

/**
 * The form rule of a new password: the shared rules the UI can check (length, no sequence or repetition); the
 * server checks them again with the rest (the common passwords, the e-mail, the agency's name) and its answer
 * is shown on the field.
 */
export const newPasswordRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    const parsed = NewPasswordSchema.safeParse(typeof value === 'string' ? value : '');
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
  },
};
