import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Select } from 'antd';
import type { AssignableKind } from '@valuta/shared/team';
import { FAILURES } from '../../lib/failures';
import { useCurrentMember } from '../auth/use-current-member';
import { assignLead, assigneesQuery, memberLabel } from './team.queries';
import { useToasts } from '../../app/toasts';

const NOBODY = 0;

interface AssigneeSelectProps {
  kind: AssignableKind;
  id: number;
  assignedTo: number | null;
  /** The queries that show this lead, refetched once the assignment is saved. */
  invalidate: QueryKey[];
  width?: number;
}

/**
 * 'Assegnato a' as a selector that saves at once. A titolare picks any enabled member; a consulente can
 * take the lead or release it when it is theirs (the server enforces the same rule).
 */
export function AssigneeSelect({ kind, id, assignedTo, invalidate, width = 200 }: AssigneeSelectProps) {
  const me = useCurrentMember();
  const { data: members = [] } = useQuery(assigneesQuery());
  const queryClient = useQueryClient();
  const { notification } = useToasts();
  const assignment = useMutation({
    mutationFn: (assigneeId: number | null) => assignLead(kind, id, assigneeId),
    meta: { failure: FAILURES.assignment },
    onSuccess: async ({ assignee }) => {
      notification.success({ title: assignee ? `Assegnato a ${memberLabel(assignee)}` : 'Assegnazione rimossa' });
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });

  const titolare = me?.role === 'titolare';
  const offered = members.filter((member) => !member.disabled && (titolare || member.id === me?.id));
  const current = members.find((member) => member.id === assignedTo);
  if (current && !offered.includes(current)) offered.push(current);
  const canRelease = titolare || assignedTo === null || assignedTo === me?.id;
  const options = [
    { value: NOBODY, label: 'Nessuno', disabled: !canRelease },
    ...offered.map((member) => ({
      value: member.id,
      label: member.id === me?.id ? `${memberLabel(member)} (io)` : memberLabel(member),
      disabled: member.disabled || (!titolare && member.id !== me?.id),
    })),
  ];

  return (
    <Select
      aria-label="Assegnato a"
      value={assignedTo ?? NOBODY}
      options={options}
      loading={assignment.isPending}
      disabled={assignment.isPending}
      onChange={(value: number) => assignment.mutate(value === NOBODY ? null : value)}
      style={{ width }}
    />
  );
}

/** The name of the member a lead is assigned to, for the lists' 'Assegnato a' column. */
export function AssigneeName({ assignedTo }: { assignedTo: number | null }) {
  const { data: members = [] } = useQuery(assigneesQuery());
  const member = members.find((entry) => entry.id === assignedTo);
  if (assignedTo === null) return <span>Nessuno</span>;
  return <span>{member ? memberLabel(member) : '…'}</span>;
}
