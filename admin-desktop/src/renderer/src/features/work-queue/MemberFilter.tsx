import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { assigneesQuery, memberLabel } from '../team/team.queries';
import { MEMBER_FILTER_SIZE } from './member-filter-size';
import type { QueueMemberFilter } from './work-queue.queries';

/** The titolare's filter of 'Da fare': the whole team, their own rows, the unassigned ones, or one member's. */
export function MemberFilter({ member, onChange }: { member: QueueMemberFilter | null; onChange: (value: string) => void }) {
  const { data: members = [] } = useQuery(assigneesQuery());
  return (
    <Select
      aria-label="Filtra per membro"
      value={member ?? ''}
      options={[
        { value: '', label: 'Tutto il team' },
        { value: 'me', label: 'Solo i miei' },
        { value: 'none', label: 'Non assegnati' },
        ...members.map((entry) => ({ value: String(entry.id), label: memberLabel(entry) })),
      ]}
      onChange={onChange}
      style={{ minWidth: MEMBER_FILTER_SIZE.minWidth }}
    />
  );
}
