import { Tag } from 'antd';
import { appointmentStatusLabel, type AppointmentStatus } from '@valuta/shared/appointments';

/**
 * Requested and confirmed are solid tags in dark tones (white text at 5:1): the light orange and green presets
 * read below the 4.5:1 contrast text needs.
 */
const COLORS: Record<AppointmentStatus, string> = { pending: '#a15c00', confirmed: '#1f7a1f', done: 'blue', no_show: 'red', cancelled: 'default' };

export function AppointmentStatusTag({ status }: { status: AppointmentStatus }) {
  return <Tag color={COLORS[status] ?? 'default'}>{appointmentStatusLabel(status)}</Tag>;
}
