import { Tag } from 'antd';
import { appointmentStatusLabel, type AppointmentStatus } from '@valuta/shared/statuses';

const COLORS: Record<AppointmentStatus, string> = { pending: 'orange', confirmed: 'green', done: 'blue', no_show: 'red', cancelled: 'default' };

export function AppointmentStatusTag({ status }: { status: AppointmentStatus }) {
  return <Tag color={COLORS[status] ?? 'default'}>{appointmentStatusLabel(status)}</Tag>;
}
