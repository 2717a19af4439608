import { Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@valuta/shared/format';
import { LATE_LABEL } from '@valuta/shared/leads/next-action-labels';
import type { QueueRow } from '@valuta/shared/work-queue';
import { QUEUE_ROW_KIND_LABELS } from '@valuta/shared/work-queue/labels';
import { LeadTypeTag } from '../../components/StatusTags';
import { queueRowLines } from './queue-text';
import { QueueRowAction } from './QueueRowAction';

interface QueueRowItemProps {
  row: QueueRow;
  /** The row a notification opened: marked and scrolled to. */
  highlighted: boolean;
}

/**
 * One row of 'Da fare', built to read on a phone: what it is and whether it is late, who, what the owner asked
 * for, and the one button. The name opens the lead's card.
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
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Flex gap={6} wrap align="center">
            <Typography.Text type="secondary">{QUEUE_ROW_KIND_LABELS[row.kind]}</Typography.Text>
            {row.late && <Tag color="red">{LATE_LABEL}</Tag>}
            {!row.late && row.overdue && <Tag color="orange">Scaduto {formatDateTime(row.dueAt).slice(11)}</Tag>}
            {row.leadType && <LeadTypeTag leadType={row.leadType} />}
          </Flex>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {row.contactId !== null ? <Link to={`/contatti/${row.contactId}`}>{row.name}</Link> : row.name}
          </Typography.Text>
          {lines.map((line) => (
            <Typography.Text key={line} ellipsis>
              {line}
            </Typography.Text>
          ))}
          {row.assignee && <Typography.Text type="secondary">Assegnato a {row.assignee.name}</Typography.Text>}
        </Flex>
        <QueueRowAction row={row} />
      </Flex>
    </li>
  );
}
