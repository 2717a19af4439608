import { Button, Card, Col, Form, Input, Row, Select, Typography } from 'antd';
import { REVIEW_SOURCES } from '@valuta/shared/agency';
import { newEntryId } from './agency-settings.queries';
import { EntryFieldset } from './EntryFieldset';

const STARS = [5, 4, 3, 2, 1].map((stars) => ({ value: stars, label: `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} (${stars})` }));
const SOURCES = REVIEW_SOURCES.map((source) => ({ value: source, label: source }));

/** The reviews of the home and landing pages, as the agency received them; none, and the section is not shown. */
export function ReviewsSection() {
  return (
    <Card title="Recensioni (home e pagine di atterraggio)" style={{ marginBottom: 16 }}>
      <Form.List name="reviews">
        {(entries, { add, remove }) => (
          <>
            {entries.length === 0 ? (
              <Typography.Paragraph>Nessuna recensione: la sezione delle recensioni non compare sul sito.</Typography.Paragraph>
            ) : null}
            {entries.map((entry, index) => (
              <EntryFieldset key={entry.key} label={`Recensione ${index + 1}`}>
                <Row gutter={16}>
                  <Col xs={24} md={8}>
                    <Form.Item name={[entry.name, 'author']} label="Autore">
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item name={[entry.name, 'town']} label="Comune o quartiere">
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item name={[entry.name, 'date']} label="Data">
                      <Input type="date" />
                    </Form.Item>
                  </Col>
                </Row>
                <Form.Item name={[entry.name, 'text']} label="Testo della recensione">
                  <Input.TextArea rows={3} />
                </Form.Item>
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item name={[entry.name, 'stars']} label="Stelle">
                      <Select options={STARS} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name={[entry.name, 'source']} label="Fonte">
                      <Select options={SOURCES} />
                    </Form.Item>
                  </Col>
                </Row>
                <Button danger onClick={() => remove(entry.name)}>
                  Togli questa recensione
                </Button>
              </EntryFieldset>
            ))}
            <Button
              onClick={() =>
                add({ id: newEntryId(), author: '', town: '', text: '', stars: 5, date: new Date().toISOString().slice(0, 10), source: 'Google' })
              }
            >
              Aggiungi una recensione
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
