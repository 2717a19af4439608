import { Typography } from 'antd';
import { formatShare } from '@valuta/shared/format';
import type { ZoneAccuracy } from '@valuta/shared/accuracy';

/** Text of the chart: 12 px at every width (a scaled drawing shrank it to 6 px on a phone). */
const TEXT_SIZE = 12;
/** The share of a row the longest bar takes; the rest holds its figure. */
const LONGEST_BAR = 75;

/**
 * One bar per zone: its median error, on a scale up to the largest one. Rows of plain elements rather than a
 * drawing scaled to the screen, so on a phone the labels keep their size and wrap instead of shrinking.
 */
export function AccuracyChart({ zones }: { zones: ZoneAccuracy[] }) {
  const measured = zones.filter((zone) => zone.medianError !== null);
  if (measured.length === 0) return null;
  const peak = Math.max(0.05, ...measured.map((zone) => zone.medianError!));
  return (
    <figure style={{ margin: 0 }}>
      <div
        role="img"
        aria-label={`Errore mediano per zona: ${measured.map((zone) => `${zone.label} ${formatShare(zone.medianError)}`).join(', ')}`}
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(96px, 220px) minmax(0, 1fr)',
          gap: '8px 12px',
          alignItems: 'center',
          fontSize: TEXT_SIZE,
        }}
      >
        {measured.map((zone) => (
          <div key={zone.label} style={{ display: 'contents' }}>
            <span style={{ color: '#333', overflowWrap: 'anywhere' }}>{zone.label}</span>
            <span style={{ display: 'flex', alignItems: 'center', gap: 6, color: '#333' }}>
              <span
                style={{
                  width: `${Math.max(1, (zone.medianError! / peak) * LONGEST_BAR)}%`,
                  height: 22,
                  borderRadius: 2,
                  background: '#12355b',
                  flex: 'none',
                }}
              />
              {formatShare(zone.medianError)}
            </span>
          </div>
        ))}
      </div>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        Errore mediano della stima per zona (più corta è la barra, più precisa la stima)
      </Typography.Text>
    </figure>
  );
}
