import { Card, Col, Row, Statistic } from 'antd';
import type { DashboardStats } from '@valuta/shared/dashboard';
import { formatDuration, formatPercent } from './dashboard-format';

/** The five cards: visits, chats, valuations, forms and the chat → form conversion. */
export function StatCards({ stats, loading }: { stats: DashboardStats; loading: boolean }) {
  const duration = formatDuration(stats.avgChatTime);
  const cards = [
    { title: 'Visite al sito', value: stats.visitors, hint: 'Sessioni uniche' },
    { title: 'Chat avviate', value: stats.chatsStarted, hint: 'Conversazioni con Amelia' },
    { title: 'Valutazioni effettuate', value: stats.valuations, hint: duration ? `Durata media ${duration}` : 'Valutazioni completate' },
    { title: 'Form completati', value: stats.formsCompleted, hint: 'Richieste di contatto' },
    { title: 'Tasso di conversione', value: formatPercent(stats.conversionRate), hint: 'Da chat a form' },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.title} xs={24} sm={12} lg={8} xl={{ flex: '20%' }}>
          <Card loading={loading} aria-label={card.title}>
            <Statistic title={card.title} value={card.value} groupSeparator="." />
            <div style={{ color: 'rgba(0,0,0,0.65)', marginTop: 4 }}>{card.hint}</div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
