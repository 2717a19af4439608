import { Typography } from 'antd';
import { formatShare } from '@valuta/shared/format';
import type { ZoneAccuracy } from '@valuta/shared/accuracy';

const BAR_HEIGHT = 22;
const GAP = 8;
const LABEL_WIDTH = 220;
const WIDTH = 640;

/** One bar per zone: its median error, on a scale up to the largest one. Plain SVG, no chart library. */
export function AccuracyChart({ zones }: { zones: ZoneAccuracy[] }) {
  const measured = zones.filter((zone) => zone.medianError !== null);
  if (measured.length === 0) return null;
  const peak = Math.max(0.05, ...measured.map((zone) => zone.medianError!));
  const height = measured.length * (BAR_HEIGHT + GAP);
  const barSpace = WIDTH - LABEL_WIDTH - 60;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        style={{ maxWidth: WIDTH }}
        role="img"
        aria-label={`Errore mediano per zona: ${measured.map((zone) => `${zone.label} ${formatShare(zone.medianError)}`).join(', ')}`}
      >
        {measured.map((zone, index) => {
          const y = index * (BAR_HEIGHT + GAP);
          const width = Math.max(2, (zone.medianError! / peak) * barSpace);
          return (
            <g key={zone.label}>
              <text x={0} y={y + BAR_HEIGHT * 0.7} fontSize={12} fill="#333">
                {zone.label.length > 32 ? `${zone.label.slice(0, 31)}…` : zone.label}
              </text>
              <rect x={LABEL_WIDTH} y={y} width={width} height={BAR_HEIGHT} rx={2} fill="#12355b" />
              <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT * 0.7} fontSize={12} fill="#333">
                {formatShare(zone.medianError)}
              </text>
            </g>
          );
        })}
      </svg>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        Errore mediano della stima per zona (più corta è la barra, più precisa la stima)
      </Typography.Text>
    </figure>
  );
}
