import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState, type KeyboardEvent } from 'react';
import { PLAIN_TOKENS as token } from '../../app/theme';
import { withAntd } from '../../app/with-antd';
import { assigneesQuery } from '../team/team.queries';
import { memberFilterOptions } from './member-filter-options';
import { MEMBER_FILTER_SIZE } from './member-filter-size';
import type { QueueMemberFilter } from './work-queue.queries';

const loadMemberFilter = withAntd(() => import('./MemberFilter').then((module) => ({ default: module.MemberFilter })));
const MemberFilter = lazy(loadMemberFilter);

/** The keys that open a closed select. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

interface MemberFilterSlotProps {
  member: QueueMemberFilter | null;
  onChange: (value: string) => void;
}

/**
 * The member filter as the page first draws it: a closed select drawn with plain elements, showing the choice.
 * Ant Design's select (its popup, its search, its styles written at run time: on a phone's CPU the heaviest part
 * of the page) is fetched when the pointer or focus comes near, and takes the stand-in's place, open and focused,
 * once it is opened (docs/decisions/0119-da-fare-without-ant-design-at-start.md).
 */
export function MemberFilterSlot({ member, onChange }: MemberFilterSlotProps) {
  const [opened, setOpened] = useState(false);
  // A member's name is known from the team's list; the three fixed choices need none.
  const named = member !== null && member !== 'me' && member !== 'none';
  const { data: members = [] } = useQuery({ ...assigneesQuery(), enabled: named });
  const label = memberFilterOptions(members).find((option) => option.value === (member ?? ''))?.label ?? '';

  const standIn = (
    <div
      role="combobox"
      aria-label="Filtra per membro"
      aria-expanded={false}
      aria-haspopup="listbox"
      tabIndex={0}
      onPointerEnter={() => void loadMemberFilter()}
      onFocus={() => void loadMemberFilter()}
      onClick={() => setOpened(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setOpened(true);
      }}
      style={{
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 8,
        minWidth: MEMBER_FILTER_SIZE.minWidth,
        height: MEMBER_FILTER_SIZE.height,
        padding: '0 11px',
        color: token.colorText,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        cursor: 'pointer',
      }}
    >
      <span style={{ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>{label}</span>
      <svg aria-hidden width="12" height="12" viewBox="0 0 16 16" fill="none" stroke="rgba(0, 0, 0, 0.25)" strokeWidth="2">
        <path d="M2.5 5.5 8 11l5.5-5.5" />
      </svg>
    </div>
  );

  if (!opened) return standIn;
  return (
    <Suspense fallback={standIn}>
      <MemberFilter member={member} onChange={onChange} opened />
    </Suspense>
  );
}
