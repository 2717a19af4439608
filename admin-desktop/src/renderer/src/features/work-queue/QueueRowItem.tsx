import { Link } from 'react-router-dom';
import { formatDateTime } from '@valuta/shared/format';
import { LATE_LABEL } from '@valuta/shared/leads/next-action-labels';
import type { QueueRow } from '@valuta/shared/work-queue';
import { QUEUE_ROW_KIND_LABELS } from '@valuta/shared/work-queue/labels';
import { PLAIN_TOKENS as token } from '../../app/theme';
import { LEAD_TYPE_COLORS } from '../../components/lead-type-colors';
import { Tag } from '../../components/plain/Tag';
import { leadTypeLabel } from '@valuta/shared/leads/statuses';
import { queueRowLines } from './queue-text';
import { QueueRowAction } from './QueueRowAction';

interface QueueRowItemProps {
  row: QueueRow;
  /** The row a notification opened: marked and scrolled to. */
  highlighted: boolean;
}

/**
 * One row of 'Da fare', built to read on a phone: what it is and whether it is late, who, what the owner asked
 * for, and the one button. The name opens the lead's card. Plain elements, as the page around it
 * (components/plain/Panel.tsx says why).
 */
export function QueueRowItem({ row, highlighted }: QueueRowItemProps) {
  const lines = queueRowLines(row);
  return (
    <li
      aria-label={row.name}
      aria-current={highlighted ? 'true' : undefined}
      ref={highlighted ? (element) => element?.scrollIntoView?.({ block: 'center' }) : undefined}
      style={{
        listStyle: 'none',
        padding: 12,
        borderRadius: 8,
        border: `1px solid ${highlighted ? '#1677ff' : '#f0f0f0'}`,
        borderLeft: `4px solid ${row.late || row.overdue ? '#cf1322' : '#d9d9d9'}`,
        background: highlighted ? '#e6f4ff' : '#fff',
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, flex: '1 1 220px' }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
            <span style={{ color: token.colorTextSecondary }}>{QUEUE_ROW_KIND_LABELS[row.kind]}</span>
            {row.late && <Tag color="red">{LATE_LABEL}</Tag>}
            {!row.late && row.overdue && <Tag color="orange">Scaduto {formatDateTime(row.dueAt).slice(11)}</Tag>}
            {row.leadType && <Tag color={row.leadType === 'unknown' ? undefined : LEAD_TYPE_COLORS[row.leadType]}>{leadTypeLabel(row.leadType)}</Tag>}
          </div>
          <strong style={{ fontSize: 16, fontWeight: token.fontWeightStrong }}>
            {row.contactId !== null ? (
              <Link to={`/contatti/${row.contactId}`} style={{ color: token.colorLink }}>
                {row.name}
              </Link>
            ) : (
              row.name
            )}
          </strong>
          {lines.map((line) => (
            <span key={line} style={{ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
              {line}
            </span>
          ))}
          {row.assignee && <span style={{ color: token.colorTextSecondary }}>Assegnato a {row.assignee.name}</span>}
        </div>
        <QueueRowAction row={row} />
      </div>
    </li>
  );
}
