import { Empty, Flex, Typography } from 'antd';
import type { LeadActivity } from '@valuta/shared/leads';
import { activityByline, activityText } from './activity-text';

/** The timeline, newest first as the server sends it: each entry's headline, author and time, and its text. */
export function ActivityTimeline({ activities }: { activities: LeadActivity[] }) {
  if (activities.length === 0) return <Empty description="Nessuna attività finora" />;
  return (
    <ol aria-label="Attività" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {activities.map((activity) => {
        const { title, text } = activityText(activity.payload);
        return (
          <li key={activity.id} style={{ borderLeft: '2px solid #d9d9d9', padding: '4px 0 12px 12px' }}>
            <Flex vertical gap={2}>
              <Typography.Text strong>{title}</Typography.Text>
              <Typography.Text type="secondary">{activityByline(activity)}</Typography.Text>
              {text && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{text}</Typography.Paragraph>}
            </Flex>
          </li>
        );
      })}
    </ol>
  );
}
