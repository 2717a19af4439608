import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { assigneesQuery } from '../team/team.queries';
import { memberFilterOptions } from './member-filter-options';
import { MEMBER_FILTER_SIZE } from './member-filter-size';
import type { QueueMemberFilter } from './work-queue.queries';

interface MemberFilterProps {
  member: QueueMemberFilter | null;
  onChange: (value: string) => void;
  /** Drawn in place of the stand-in the user just opened: focused, its list open. */
  opened?: boolean;
}

/** The titolare's filter of 'Da fare': the whole team, their own rows, the unassigned ones, or one member's. */
export function MemberFilter({ member, onChange, opened = false }: MemberFilterProps) {
  const { data: members = [] } = useQuery(assigneesQuery());
  return (
    <Select
      aria-label="Filtra per membro"
      value={member ?? ''}
      options={memberFilterOptions(members)}
      onChange={onChange}
      autoFocus={opened}
      defaultOpen={opened}
      style={{ minWidth: MEMBER_FILTER_SIZE.minWidth }}
    />
  );
}
