import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Row, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@valuta/shared/format';
import { formatWait } from '@valuta/shared/leads';
import type { TimeFilter } from '@valuta/shared/time-filters';
import { ContactStatusTag } from '../../components/StatusTags';
import { PeriodSelect } from '../../components/PeriodSelect';
import { AppointmentStatusTag } from '../appointments/AppointmentStatusTag';
import { FAILURES } from '../../lib/failures';
import { PageHeading } from '../../pages/PageHeading';
import { valuationValueText } from '../contacts/valuation-text';
import { ChatFunnel } from './ChatFunnel';
import { ConversionChart } from './ConversionChart';
import { ZERO_DASHBOARD, dashboardQuery } from './dashboard.queries';
import { StatCards } from './StatCards';

/**
 * Five figures, the three latest contacts with 'Vedi tutti', the confirmed appointments to come, and for the
 * chosen period the speed to lead and the chat funnel. When the figures cannot be loaded, a toast says so and
 * the cards show zeros.
 */
export function DashboardPage() {
  const [period, setPeriod] = useState<TimeFilter>('30days');
  const { data, isPending } = useQuery({ ...dashboardQuery(period), meta: { failure: FAILURES.dashboardLoad } });
  const dashboard = data ?? ZERO_DASHBOARD;

  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <PageHeading title="Dashboard" />
        <PeriodSelect value={period} onChange={setPeriod} />
      </Flex>
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
          <Card title="Prossimi appuntamenti" extra={<Link to="/appuntamenti">Tutti gli appuntamenti</Link>} loading={isPending}>
            {dashboard.upcomingAppointments.length === 0 ? (
              <Empty description="Nessun appuntamento in programma" />
            ) : (
              <Flex vertical gap={12}>
                {dashboard.upcomingAppointments.map((appointment) => (
                  <Flex key={appointment.id} justify="space-between" align="center" gap={12} wrap>
                    <Flex vertical>
                      {appointment.contact_id ? (
                        <Link to={`/contatti/${appointment.contact_id}`}>{appointment.contact_name ?? appointment.name ?? appointment.phone}</Link>
                      ) : (
                        <Typography.Text>{appointment.name ?? appointment.phone}</Typography.Text>
                      )}
                      <Typography.Text type="secondary">
                        {formatDateTime(appointment.scheduled_at)}
                        {appointment.assignee_name ? ` · ${appointment.assignee_name}` : ''}
                      </Typography.Text>
                    </Flex>
                    <AppointmentStatusTag status={appointment.status} />
                  </Flex>
                ))}
              </Flex>
            )}
          </Card>
        </Col>
      </Row>

      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={8}>
          <Card title="Velocità di risposta" loading={isPending}>
            <Statistic title="Attesa mediana della prima azione dello staff" value={formatWait(dashboard.speedToLeadMedian)} />
            <Typography.Text type="secondary">
              {dashboard.speedToLeadCounts.worked} contatti gestiti su {dashboard.speedToLeadCounts.total} arrivati nel periodo
            </Typography.Text>
          </Card>
        </Col>
        <Col xs={24} xl={16}>
          <Card title="Funnel della chat" loading={isPending}>
            <ChatFunnel funnel={dashboard.chatFunnel} />
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
