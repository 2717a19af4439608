import type { AgencySettingsResponse } from '@valuta/shared/agency';
import type { TeamMemberSummary } from '@valuta/shared/team';

type SetupStepKey = 'email' | 'legal' | 'contacts' | 'team';

export interface SetupStep {
  key: SetupStepKey;
  title: string;
  /** Why it matters, in a line. */
  why: string;
  done: boolean;
  /** Where it is done. */
  path: string;
  action: string;
}

export interface SetupFacts {
  settings: AgencySettingsResponse;
  members: TeamMemberSummary[];
  /** The titolare said they work alone: the team step is done without an invitation. */
  worksAlone: boolean;
  /** The signed-in titolare, who is no invitation of theirs. */
  meId: number;
}

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/**
 * 'Per iniziare': what a new agency sets up first, in this order, each done or not from what is saved. The
 * agency e-mail comes first because new leads are sent there. The team is done once another member may sign
 * in, or once the titolare says they work alone.
 */
export function setupSteps({ settings, members, worksAlone, meId }: SetupFacts): SetupStep[] {
  const { company } = settings;
  const otherMember = members.some((member) => member.id !== meId && member.disabled_at === null);
  return [
    {
      key: 'email',
      title: "L'e-mail dell'agenzia",
      why: 'Qui arrivano i nuovi contatti, le richieste di richiamata e di appuntamento.',
      done: filled(company.email),
      path: '/impostazioni-agenzia',
      action: "Inserisci l'e-mail",
    },
    {
      key: 'legal',
      title: 'I dati legali',
      why: 'Ragione sociale, partita IVA, numero REA e indirizzo della sede: il sito li deve mostrare.',
      done: settings.missingLegalDetails.length === 0,
      path: '/impostazioni-agenzia',
      action: 'Completa i dati legali',
    },
    {
      key: 'contacts',
      title: 'I contatti',
      why: 'Un telefono e gli orari di apertura: i proprietari sanno come e quando trovarvi.',
      done: (filled(company.landline) || filled(company.mobile)) && filled(company.openingHours),
      path: '/impostazioni-agenzia',
      action: 'Aggiungi telefono e orari',
    },
    {
      key: 'team',
      title: 'Il team',
      why: 'Invita i consulenti: ognuno accede con il proprio account e segue i contatti assegnati a lui.',
      done: worksAlone || otherMember,
      path: '/team',
      action: 'Invita un consulente',
    },
  ];
}
