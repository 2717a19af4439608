import { Card, Col, Form, Input, Row } from 'antd';
import type { AgencySettingsPayloadInput } from '@valuta/shared/agency';

type CompanyField = keyof AgencySettingsPayloadInput['company'];

const COMPANY_FIELDS: Array<{ name: CompanyField; label: string; help?: string; wide?: boolean }> = [
  { name: 'agencyName', label: "Nome dell'agenzia" },
  { name: 'legalName', label: 'Ragione sociale' },
  { name: 'vatNumber', label: 'Partita IVA', help: '11 cifre' },
  { name: 'reaNumber', label: 'Numero REA', help: 'es. TO-1234567' },
  { name: 'address', label: 'Indirizzo della sede', help: 'es. Via Po 12, 10123 Torino (TO)', wide: true },
  { name: 'city', label: 'Città' },
  { name: 'landline', label: 'Telefono fisso' },
  { name: 'mobile', label: 'Cellulare' },
  { name: 'whatsapp', label: 'Numero WhatsApp', help: 'con il prefisso internazionale, es. 393331234567' },
  { name: 'whatsappMessage', label: 'Messaggio WhatsApp precompilato', wide: true },
  { name: 'email', label: 'E-mail' },
  { name: 'openingHours', label: 'Orari di apertura', help: 'es. Lunedì–venerdì 9:00–13:00 e 14:00–18:00; vuoto: non mostrati', wide: true },
  { name: 'facebookUrl', label: 'Pagina Facebook' },
  { name: 'instagramUrl', label: 'Profilo Instagram' },
  { name: 'linkedinUrl', label: 'Pagina LinkedIn' },
  { name: 'videoUrl', label: 'Video "Come funziona" (indirizzo di embed)' },
  { name: 'mapUrl', label: 'Mappa della sede (indirizzo di embed)' },
  { name: 'calendarUrl', label: 'Calendario delle prenotazioni (indirizzo di embed)' },
];

/** The agency's details: names, legal details, contacts, social pages and the embeds of the public pages. */
export function CompanySection() {
  return (
    <Card title="Dati dell'agenzia" style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        {COMPANY_FIELDS.map((field) => (
          <Col key={field.name} xs={24} md={field.wide ? 24 : 12}>
            <Form.Item name={['company', field.name]} label={field.label} extra={field.help}>
              <Input />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
