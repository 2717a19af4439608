import { Empty, Flex, Typography } from 'antd';
import { chatStepLabel, type ChatFunnel as Funnel } from '@valuta/shared/dashboard';
import { formatPercent } from './dashboard-format';

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * How many owners reached each step of the chat and how many stopped there, most reached first: the step that
 * loses people shows a long 'si sono fermati' next to a short bar.
 */
export function ChatFunnel({ funnel }: { funnel: Funnel }) {
  if (funnel.started === 0) return <Empty description="Nessuna chat nel periodo" />;
  return (
    <Flex vertical gap={10}>
      <Typography.Text type="secondary">
        {funnel.started} chat avviate, {funnel.completed} arrivate alla valutazione ({formatPercent(share(funnel.completed, funnel.started))})
      </Typography.Text>
      <table style={{ width: '100%', borderCollapse: 'collapse' }} aria-label="Funnel della chat">
        <thead>
          <tr style={{ textAlign: 'left' }}>
            <th scope="col">Passo</th>
            <th scope="col">Arrivati</th>
            <th scope="col" style={{ width: '40%' }}>
              Quota
            </th>
            <th scope="col">Si sono fermati qui</th>
          </tr>
        </thead>
        <tbody>
          {funnel.steps.map((step) => (
            <tr key={step.step}>
              <th scope="row" style={{ fontWeight: 'normal', padding: '4px 8px 4px 0' }}>
                {chatStepLabel(step.step)}
              </th>
              <td>{step.reached}</td>
              <td>
                {/* The bar repeats the count beside it, so it is hidden from screen readers. */}
                <div aria-hidden style={{ background: '#eef2f6', borderRadius: 4, height: 8 }}>
                  <div style={{ background: '#12355b', borderRadius: 4, height: 8, width: `${share(step.reached, funnel.started)}%` }} />
                </div>
              </td>
              <td>{step.leftHere > 0 ? `${step.leftHere} (${formatPercent(share(step.leftHere, funnel.started))})` : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Flex>
  );
}
