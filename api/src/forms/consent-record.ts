import { PRIVACY_NOTICE_VERSION } from '@valuta/shared';
import type { ConsentAttributes } from '../models/columns.js';

/**
 * The GDPR record stored with every form: what was accepted, when, and under which version of the privacy
 * notice (GDPR art. 7 asks the agency to be able to prove it).
 */
export function consentRecord(given: { privacy: boolean; email?: boolean; whatsapp?: boolean }, at: Date = new Date()): ConsentAttributes {
  return {
    privacyAccepted: given.privacy,
    consentEmail: given.email ?? false,
    consentWhatsapp: given.whatsapp ?? false,
    consentsRecordedAt: at,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  };
}
