import { Card, Empty, Flex, Tag, Typography } from 'antd';
import type { AdminAppointment } from '@valuta/shared/admin-api';
import { formatDate, formatDateTime } from '@valuta/shared/format';
import { appointmentStatusLabel, type AppointmentStatus } from '@valuta/shared/statuses';
import { adminTimeSlotLabel } from '@valuta/shared/time-slots';

const STATUS_COLORS: Record<AppointmentStatus, string> = {
  pending: 'orange',
  confirmed: 'green',
  done: 'blue',
  no_show: 'red',
  cancelled: 'default',
};

/** Appuntamenti: each request for a call or meeting, with the slot the owner chose (mattina 9:00-12:00). */
export function AppointmentsTab({ appointments }: { appointments: AdminAppointment[] }) {
  if (appointments.length === 0) return <Empty description="Nessun appuntamento" />;
  return (
    <Flex vertical gap={12}>
      {appointments.map((appointment) => (
        <Card key={appointment.id} size="small">
          <Flex justify="space-between" gap={12} wrap>
            <Flex vertical gap={2}>
              <Typography.Text strong>
                {appointment.requested_date
                  ? `${formatDate(appointment.requested_date)}${appointment.requested_time ? ` alle ${appointment.requested_time}` : ''}`
                  : `Da richiamare: ${appointment.preferred_time ? adminTimeSlotLabel(appointment.preferred_time) : 'orario non indicato'}`}
              </Typography.Text>
              <Typography.Text>
                Telefono: <a href={`tel:${appointment.phone.replace(/\s/g, '')}`}>{appointment.phone}</a>
                {appointment.whatsapp_ok ? ' · contattabile su WhatsApp' : ''}
              </Typography.Text>
              {appointment.notes && <Typography.Text>Note: {appointment.notes}</Typography.Text>}
              <Typography.Text type="secondary">Richiesto il {formatDateTime(appointment.created_at)}</Typography.Text>
            </Flex>
            <Tag color={STATUS_COLORS[appointment.status] ?? 'default'}>{appointmentStatusLabel(appointment.status)}</Tag>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
