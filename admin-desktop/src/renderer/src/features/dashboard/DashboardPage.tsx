import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Row, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTime } from '@valuta/shared/format';
import { appointmentStatusLabel } from '@valuta/shared/statuses';
import { adminTimeSlotLabel } from '@valuta/shared/time-slots';
import { ContactStatusTag } from '../../components/StatusTags';
import { FAILURES } from '../../lib/failures';
import { PageHeading } from '../../pages/PageHeading';
import { valuationValueText } from '../contacts/valuation-text';
import { ConversionChart } from './ConversionChart';
import { ZERO_DASHBOARD, dashboardQuery } from './dashboard.queries';
import { StatCards } from './StatCards';

/**
 * Five figures, the three latest contacts with 'Vedi tutti', and what is coming up. When the figures cannot
 * be loaded, a toast says so and the cards show zeros.
 */
export function DashboardPage() {
  const { data, isPending } = useQuery({ ...dashboardQuery(), meta: { failure: FAILURES.dashboardLoad } });
  const dashboard = data ?? ZERO_DASHBOARD;

  return (
    <>
      <PageHeading title="Dashboard" />
      <StatCards stats={dashboard.stats} loading={isPending} />

      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={12}>
          <Card title="Ultimi contatti" extra={<Link to="/contatti">Vedi tutti</Link>} loading={isPending}>
            {dashboard.recentContacts.length === 0 ? (
              <Empty description="Nessun contatto recente" />
            ) : (
              <Flex vertical gap={12}>
                {dashboard.recentContacts.map((contact) => (
                  <Flex key={contact.id} justify="space-between" align="center" gap={12} wrap>
                    <Flex vertical>
                      <Link to={`/contatti/${contact.id}`}>{contact.name}</Link>
                      <Typography.Text type="secondary">
                        {formatDateTime(contact.createdAt)} · {valuationValueText(contact.valuation)}
                      </Typography.Text>
                    </Flex>
                    <ContactStatusTag status={contact.status} />
                  </Flex>
                ))}
              </Flex>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title="Prossimi appuntamenti" loading={isPending}>
            {dashboard.upcomingAppointments.length === 0 ? (
              <Empty description="Nessun appuntamento in programma" />
            ) : (
              <Flex vertical gap={12}>
                {dashboard.upcomingAppointments.map((appointment) => (
                  <Flex key={appointment.id} justify="space-between" align="center" gap={12} wrap>
                    <Flex vertical>
                      {appointment.contact_id ? (
                        <Link to={`/contatti/${appointment.contact_id}`}>{appointment.contact_name ?? appointment.phone}</Link>
                      ) : (
                        <Typography.Text>{appointment.phone}</Typography.Text>
                      )}
                      <Typography.Text type="secondary">
                        {appointment.requested_date
                          ? `${formatDate(appointment.requested_date)}${appointment.requested_time ? ` ${appointment.requested_time}` : ''}`
                          : `Da richiamare: ${adminTimeSlotLabel(appointment.preferred_time)}`}
                      </Typography.Text>
                    </Flex>
                    <Tag>{appointmentStatusLabel(appointment.status)}</Tag>
                  </Flex>
                ))}
              </Flex>
            )}
          </Card>
        </Col>
      </Row>

      {dashboard.conversionData.length > 0 && (
        <Card title="Chat e form negli ultimi 30 giorni" style={{ marginTop: 16 }}>
          <ConversionChart points={dashboard.conversionData} />
        </Card>
      )}

      {dashboard.recentErrors.length > 0 && (
        <Card title="E-mail non recapitate" style={{ marginTop: 16 }}>
          <Flex vertical gap={8}>
            {dashboard.recentErrors.map((error) => (
              <Typography.Text key={error.id}>
                {formatDateTime(error.at)} · {error.subject} · {error.attempts} tentativi
                {error.error ? ` · ${error.error}` : ''}
              </Typography.Text>
            ))}
          </Flex>
        </Card>
      )}
    </>
  );
}
