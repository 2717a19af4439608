import { Flex, Tooltip, Typography } from 'antd';
import type { ConversionPoint } from '@valuta/shared/dashboard';
import { formatDate } from '@valuta/shared/format';

const CHART_HEIGHT = 120;

/** Chats (light) and forms (dark) per day as plain bars: enough to see a trend, no chart library. */
export function ConversionChart({ points }: { points: ConversionPoint[] }) {
  const peak = Math.max(1, ...points.map((point) => point.chats));
  const totalChats = points.reduce((sum, point) => sum + point.chats, 0);
  const totalForms = points.reduce((sum, point) => sum + point.forms, 0);
  return (
    <figure style={{ margin: 0 }}>
      <Flex
        align="flex-end"
        gap={2}
        style={{ height: CHART_HEIGHT }}
        role="img"
        aria-label={`${totalChats} chat e ${totalForms} form negli ultimi 30 giorni`}
      >
        {points.map((point) => (
          <Tooltip key={point.date} title={`${formatDate(`${point.date}T12:00:00Z`)}: ${point.chats} chat, ${point.forms} form`}>
            <div style={{ flex: 1, height: '100%', display: 'flex', alignItems: 'flex-end', position: 'relative' }}>
              <div style={{ width: '100%', height: `${(point.chats / peak) * 100}%`, background: '#b7c9de', borderRadius: 2 }} />
              <div
                style={{
                  position: 'absolute',
                  bottom: 0,
                  width: '100%',
                  height: `${(point.forms / peak) * 100}%`,
                  background: '#12355b',
                  borderRadius: 2,
                }}
              />
            </div>
          </Tooltip>
        ))}
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        {totalChats} chat avviate, {totalForms} form completati
      </Typography.Text>
    </figure>
  );
}
