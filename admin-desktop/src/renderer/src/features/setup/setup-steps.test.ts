import { describe, expect, it } from 'vitest';
import type { AgencySettingsResponse } from '@valuta/shared/agency';
import type { TeamMemberSummary } from '@valuta/shared/team';
import { FRESH_AGENCY_SETTINGS } from '../../testing/agency-settings';
import { setupSteps } from './setup-steps';

const FRESH = FRESH_AGENCY_SETTINGS;
const { company } = FRESH;
const member = (id: number, disabled = false): TeamMemberSummary => ({
  id,
  email: `m${id}@agenzia.it`,
  name: null,
  role: id === 1 ? 'titolare' : 'consulente',
  disabled_at: disabled ? '2026-12-01T08:00:00Z' : null,
  last_login_at: null,
  created_at: '2026-12-01T08:00:00Z',
});

const doneOf = (steps: ReturnType<typeof setupSteps>) => Object.fromEntries(steps.map((step) => [step.key, step.done]));

describe("'Per iniziare'", () => {
  it('starts from the agency e-mail, then the legal details, the contacts and the team, none done on a fresh install', () => {
    const steps = setupSteps({ settings: FRESH, members: [member(1)], worksAlone: false, meId: 1 });
    expect(steps.map((step) => step.key)).toEqual(['email', 'legal', 'contacts', 'team']);
    expect(steps[0]!.why).toBe('Qui arrivano i nuovi contatti, le richieste di richiamata e di appuntamento.');
    expect(steps.every((step) => !step.done)).toBe(true);
  });

  it('counts each step done from what is saved', () => {
    const settings: AgencySettingsResponse = {
      ...FRESH,
      company: { ...company, email: 'info@casasabauda.it', mobile: '333 1234567', openingHours: 'Lun-ven 9-18' },
      missingLegalDetails: [],
    };
    expect(doneOf(setupSteps({ settings, members: [member(1), member(2)], worksAlone: false, meId: 1 }))).toEqual({
      email: true,
      legal: true,
      contacts: true,
      team: true,
    });
  });

  it('wants a phone and the opening hours for the contacts, and an active colleague or a titolare who works alone for the team', () => {
    const phoneOnly: AgencySettingsResponse = { ...FRESH, company: { ...company, landline: '011 1234567' } };
    expect(doneOf(setupSteps({ settings: phoneOnly, members: [member(1)], worksAlone: false, meId: 1 })).contacts).toBe(false);
    expect(doneOf(setupSteps({ settings: FRESH, members: [member(1), member(2, true)], worksAlone: false, meId: 1 })).team).toBe(false);
    expect(doneOf(setupSteps({ settings: FRESH, members: [member(1)], worksAlone: true, meId: 1 })).team).toBe(true);
  });
});
