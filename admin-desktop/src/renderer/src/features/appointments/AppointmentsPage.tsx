import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Col, Empty, Flex, Row, Segmented, Select, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminAppointment } from '@valuta/shared/appointments';
import { APPOINTMENT_SOURCE_LABELS, APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS } from '@valuta/shared/appointments';
import { agencyWallClock, formatDate, formatDateTime } from '@valuta/shared/format';
import { FAILURES } from '../../lib/failures';
import { PageHeading } from '../../pages/PageHeading';
import { AppointmentActions } from './AppointmentActions';
import { AppointmentStatusTag } from './AppointmentStatusTag';
import { OwnerRequestNote } from './OwnerRequestNote';
import { addDays, appointmentWhenText, appointmentWhoText, dayHeading, weekMonday, weekOf } from './appointment-text';
import { appointmentsListQuery, appointmentsWeekQuery, type AppointmentsFilter } from './appointments.queries';
import { EmailLink, PhoneLink } from '../../components/ContactLinks';
import { ScrollTable } from '../../components/ScrollTable';

const FILTERS: Array<{ value: AppointmentsFilter; label: string }> = [
  { value: 'open', label: 'Da gestire (richiesti e confermati)' },
  { value: 'all', label: 'Tutti' },
  ...APPOINTMENT_STATUSES.map((status) => ({ value: status, label: APPOINTMENT_STATUS_LABELS[status] })),
];

function Who({ appointment }: { appointment: AdminAppointment }) {
  return appointment.contact_id ? (
    <Link to={`/contatti/${appointment.contact_id}`}>{appointmentWhoText(appointment)}</Link>
  ) : (
    <Typography.Text>{appointmentWhoText(appointment)}</Typography.Text>
  );
}

function AppointmentsList() {
  const [filter, setFilter] = useState<AppointmentsFilter>('open');
  const [mine, setMine] = useState(false);
  const { data, isPending } = useQuery({ ...appointmentsListQuery(filter, mine), meta: { failure: FAILURES.appointmentsLoad } });
  return (
    <Card>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Select aria-label="Stato degli appuntamenti" value={filter} options={FILTERS} onChange={setFilter} style={{ minWidth: 260 }} />
        <Checkbox checked={mine} onChange={(event) => setMine(event.target.checked)}>
          Solo i miei
        </Checkbox>
      </Flex>
      <ScrollTable<AdminAppointment>
        label="Appuntamenti"
        rowKey="id"
        loading={isPending}
        dataSource={data?.appointments ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description="Nessun appuntamento" /> }}
        scroll={{ x: true }}
        columns={[
          { title: 'Richiesto il', dataIndex: 'created_at', render: (value: string) => formatDateTime(value) },
          { title: 'Cliente', key: 'who', render: (_, appointment) => <Who appointment={appointment} /> },
          {
            title: 'Contatti',
            key: 'contacts',
            render: (_, appointment) => (
              <Flex vertical>
                <PhoneLink phone={appointment.phone} />
                {appointment.email && <EmailLink email={appointment.email} />}
              </Flex>
            ),
          },
          { title: 'Origine', dataIndex: 'source', render: (source: AdminAppointment['source']) => APPOINTMENT_SOURCE_LABELS[source] ?? source },
          {
            title: 'Quando',
            key: 'when',
            render: (_, appointment) => (
              <Flex vertical>
                <span>{appointmentWhenText(appointment)}</span>
                {appointment.cancel_reason && <Typography.Text type="secondary">Motivo: {appointment.cancel_reason}</Typography.Text>}
              </Flex>
            ),
          },
          { title: 'Chi va', dataIndex: 'assignee_name', render: (name: string | null) => name ?? '—' },
          {
            title: 'Stato',
            key: 'status',
            render: (_, appointment) => (
              <>
                <AppointmentStatusTag status={appointment.status} />
                <OwnerRequestNote appointment={appointment} />
              </>
            ),
          },
          { title: 'Azioni', key: 'actions', render: (_, appointment) => <AppointmentActions appointment={appointment} /> },
        ]}
      />
    </Card>
  );
}

function WeekAgenda() {
  const [offset, setOffset] = useState(0);
  // The current week is read once, when the agenda opens.
  const [thisMonday] = useState(() => weekMonday(new Date()));
  const monday = addDays(thisMonday, offset * 7);
  const { days, from, to } = weekOf(monday);
  const { data, isPending } = useQuery({ ...appointmentsWeekQuery(from, to), meta: { failure: FAILURES.appointmentsLoad } });
  const byDay = new Map<string, AdminAppointment[]>(days.map((day) => [day, []]));
  for (const appointment of data?.appointments ?? []) {
    if (!appointment.scheduled_at || appointment.status === 'cancelled') continue;
    byDay.get(agencyWallClock(new Date(appointment.scheduled_at)).date)?.push(appointment);
  }
  for (const list of byDay.values()) list.sort((a, b) => Date.parse(a.scheduled_at!) - Date.parse(b.scheduled_at!));

  return (
    <Card loading={isPending}>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 16 }}>
        <Typography.Text strong>
          Settimana dal {formatDate(`${days[0]}T12:00:00Z`)} al {formatDate(`${days[6]}T12:00:00Z`)}
        </Typography.Text>
        <Flex gap={8}>
          <Button onClick={() => setOffset(offset - 1)}>← Settimana precedente</Button>
          <Button onClick={() => setOffset(0)} disabled={offset === 0}>
            Questa settimana
          </Button>
          <Button onClick={() => setOffset(offset + 1)}>Settimana successiva →</Button>
        </Flex>
      </Flex>
      <Row gutter={[8, 8]} wrap>
        {days.map((day) => (
          <Col key={day} xs={24} md={12} xl={{ flex: '14.28%' }}>
            <section aria-label={dayHeading(day)}>
              <Typography.Text strong style={{ display: 'block', marginBottom: 8, textTransform: 'capitalize' }}>
                {dayHeading(day)}
              </Typography.Text>
              <Flex vertical gap={8}>
                {byDay.get(day)!.length === 0 ? (
                  <Typography.Text type="secondary">—</Typography.Text>
                ) : (
                  byDay.get(day)!.map((appointment) => (
                    <Card key={appointment.id} size="small">
                      <Flex vertical gap={4}>
                        <Typography.Text strong>{agencyWallClock(new Date(appointment.scheduled_at!)).time}</Typography.Text>
                        <Who appointment={appointment} />
                        <Typography.Text type="secondary">{appointment.assignee_name ?? '—'}</Typography.Text>
                        <AppointmentStatusTag status={appointment.status} />
                        <AppointmentActions appointment={appointment} />
                      </Flex>
                    </Card>
                  ))
                )}
              </Flex>
            </section>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** Appuntamenti: every request of the chat and of the forms, as a list to work and as a week agenda. */
export function AppointmentsPage() {
  const [view, setView] = useState<'list' | 'week'>('list');
  return (
    <>
      <PageHeading title="Appuntamenti" />
      <Segmented
        aria-label="Vista"
        value={view}
        onChange={(value) => setView(value as 'list' | 'week')}
        options={[
          { value: 'list', label: 'Elenco' },
          { value: 'week', label: 'Settimana' },
        ]}
        style={{ marginBottom: 16 }}
      />
      {view === 'list' ? <AppointmentsList /> : <WeekAgenda />}
    </>
  );
}
