import type { AssigneeSummary } from '@valuta/shared/team';
import { memberLabel } from '../team/team.queries';

/** The member filter's choices: the whole team, one's own rows, the unassigned ones, then each member. */
export function memberFilterOptions(members: readonly AssigneeSummary[]) {
  return [
    { value: '', label: 'Tutto il team' },
    { value: 'me', label: 'Solo i miei' },
    { value: 'none', label: 'Non assegnati' },
    ...members.map((entry) => ({ value: String(entry.id), label: memberLabel(entry) })),
  ];
}
