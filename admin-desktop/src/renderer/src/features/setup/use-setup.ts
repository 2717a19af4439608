import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { INLINE_FAILURE } from '../../lib/failures';
import { agencySettingsQuery } from '../agency-settings/agency-settings.queries';
import { useCurrentMember } from '../auth/use-current-member';
import { teamQuery } from '../team/team.queries';
import { setupSteps, type SetupStep } from './setup-steps';

/** Where this device remembers that the titolare works alone (per member: a shared computer has several). */
const worksAloneKey = (memberId: number) => `valuta.setup.works-alone.${memberId}`;

/** Every checklist on screen (the landing page's card, the sidebar, the page) hears the same answer at once. */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function readWorksAlone(memberId: number | undefined): boolean {
  if (memberId === undefined) return false;
  try {
    return window.localStorage.getItem(worksAloneKey(memberId)) === '1';
  } catch {
    return false;
  }
}

export interface Setup {
  /** Null until the settings and the team are read (and for a consulente, who sets up nothing). */
  steps: SetupStep[] | null;
  complete: boolean;
  /** A titolare's settings or team still on their way: whether the checklist shows is not known yet. */
  pending: boolean;
  markWorksAlone: () => void;
}

/**
 * The titolare's setup checklist, read from the agency settings and the team the back office already loads:
 * the shell's sidebar entry and the landing page's card share these queries' cache.
 */
export function useSetup(): Setup {
  const me = useCurrentMember();
  const isTitolare = me?.role === 'titolare';
  const settings = useQuery({ ...agencySettingsQuery(), meta: INLINE_FAILURE, enabled: isTitolare });
  const team = useQuery({ ...teamQuery(), meta: INLINE_FAILURE, enabled: isTitolare });
  const worksAlone = useSyncExternalStore(subscribe, () => readWorksAlone(me?.id));

  const markWorksAlone = useCallback(() => {
    if (!me) return;
    try {
      window.localStorage.setItem(worksAloneKey(me.id), '1');
    } catch {
      // Storage refused (a private window): the step stays to do.
    }
    for (const listener of listeners) listener();
  }, [me]);

  const pending = isTitolare && (settings.isPending || team.isPending);
  if (!isTitolare || !settings.data || !team.data) return { steps: null, complete: true, pending, markWorksAlone };
  const steps = setupSteps({ settings: settings.data, members: team.data.members, worksAlone, meId: me.id });
  return { steps, complete: steps.every((step) => step.done), pending, markWorksAlone };
}
