import { Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import type { AgencySettingsPayloadInput } from '@valuta/shared/agency';
import { newEntryId } from './agency-settings.queries';
import { EntryFieldset } from './EntryFieldset';
import { TeamPhoto } from './TeamPhoto';

/** The team of the about page: each person's name, role, presentation and photo; none, and the section is not shown. */
export function TeamSection() {
  const form = Form.useFormInstance<AgencySettingsPayloadInput>();
  const team = Form.useWatch('team', form) ?? [];

  return (
    <Card title="Il team (pagina Chi siamo)" style={{ marginBottom: 16 }}>
      <Form.List name="team">
        {(entries, { add, remove }) => (
          <>
            {entries.length === 0 ? <Typography.Paragraph>Nessuna persona: la sezione del team non compare sul sito.</Typography.Paragraph> : null}
            {entries.map((entry, index) => (
              <EntryFieldset key={entry.key} label={`Persona ${index + 1}`}>
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item name={[entry.name, 'name']} label="Nome e cognome">
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name={[entry.name, 'role']} label="Ruolo">
                      <Input />
                    </Form.Item>
                  </Col>
                </Row>
                <Form.Item name={[entry.name, 'text']} label="Presentazione">
                  <Input.TextArea rows={3} />
                </Form.Item>
                <Form.Item name={[entry.name, 'photoId']} label="Foto">
                  <TeamPhoto name={team[index]?.name ?? ''} />
                </Form.Item>
                <Button danger onClick={() => remove(entry.name)}>
                  Togli questa persona
                </Button>
              </EntryFieldset>
            ))}
            <Button onClick={() => add({ id: newEntryId(), name: '', role: '', text: '', photoId: null })}>Aggiungi una persona</Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
