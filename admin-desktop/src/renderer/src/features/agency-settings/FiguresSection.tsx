import { Card, Col, Form, InputNumber, Row, Typography } from 'antd';
import type { AgencySettingsPayloadInput } from '@valuta/shared/agency';

type FigureField = keyof AgencySettingsPayloadInput['company'];

const FIGURE_FIELDS: Array<{ name: FigureField; label: string; help: string }> = [
  { name: 'yearsInBusiness', label: 'Anni di attività', help: 'es. «20 anni di esperienza» sulla home' },
  { name: 'salesCount', label: 'Compravendite concluse', help: 'es. «500 compravendite concluse»' },
  { name: 'advisorsYears', label: 'Anni di esperienza dei consulenti', help: 'es. «Consulenti con 30 anni di mestiere»' },
];

/** The agency's own figures: the public pages state each one only when it is filled in. */
export function FiguresSection() {
  return (
    <Card title="I numeri dell'agenzia" style={{ marginBottom: 16 }}>
      <Typography.Paragraph>
        Il sito mostra solo i numeri inseriti qui, così come sono: un campo vuoto (o zero) non compare da nessuna parte, e la frase che lo conteneva
        si legge senza.
      </Typography.Paragraph>
      <Row gutter={16}>
        {FIGURE_FIELDS.map((field) => (
          <Col key={field.name} xs={24} md={8}>
            <Form.Item name={['company', field.name]} label={field.label} extra={field.help}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
