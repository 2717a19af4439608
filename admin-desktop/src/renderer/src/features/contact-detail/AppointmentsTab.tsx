import { Card, Empty, Flex, Typography } from 'antd';
import type { AdminAppointment } from '@valuta/shared/appointments';
import { APPOINTMENT_SOURCE_LABELS } from '@valuta/shared/appointments';
import { formatDateTime } from '@valuta/shared/format';
import { AppointmentActions } from '../appointments/AppointmentActions';
import { AppointmentStatusTag } from '../appointments/AppointmentStatusTag';
import { appointmentWhenText } from '../appointments/appointment-text';
import { PhoneLink } from '../../components/ContactLinks';

/** Appuntamenti: each request for a call or meeting, its state, who goes, and the changes its state allows. */
export function AppointmentsTab({ appointments }: { appointments: AdminAppointment[] }) {
  if (appointments.length === 0) return <Empty description="Nessun appuntamento" />;
  return (
    <Flex vertical gap={12}>
      {appointments.map((appointment) => (
        <Card key={appointment.id} size="small">
          <Flex justify="space-between" gap={12} wrap>
            <Flex vertical gap={2}>
              <Typography.Text strong>{appointmentWhenText(appointment)}</Typography.Text>
              <Typography.Text>
                Telefono: <PhoneLink phone={appointment.phone} />
                {appointment.whatsapp_ok ? ' · contattabile su WhatsApp' : ''}
              </Typography.Text>
              {appointment.assignee_name && <Typography.Text>Chi va: {appointment.assignee_name}</Typography.Text>}
              {appointment.location && <Typography.Text>Luogo: {appointment.location}</Typography.Text>}
              {appointment.cancel_reason && <Typography.Text>Motivo dell’annullamento: {appointment.cancel_reason}</Typography.Text>}
              {appointment.notes && <Typography.Text>Note: {appointment.notes}</Typography.Text>}
              <Typography.Text type="secondary">
                Richiesto il {formatDateTime(appointment.created_at)} · {APPOINTMENT_SOURCE_LABELS[appointment.source] ?? appointment.source}
              </Typography.Text>
            </Flex>
            <Flex vertical gap={8} align="end">
              <AppointmentStatusTag status={appointment.status} />
              <AppointmentActions appointment={appointment} />
            </Flex>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
