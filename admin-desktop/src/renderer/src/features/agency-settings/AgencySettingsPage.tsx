import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { REVIEW_SOURCES, photoUrl, type AgencySettingsPayloadInput, type AgencySettingsResponse } from '@valuta/shared/agency';
import { useShowFailure } from '../../app/FailureToasts';
import { apiErrorOf } from '../../lib/api-errors';
import { FAILURES, INLINE_FAILURE } from '../../lib/failures';
import { PageHeading } from '../../pages/PageHeading';
import { agencySettingsKey, agencySettingsQuery, fieldPath, newEntryId, saveAgencySettings, uploadAgencyPhoto } from './agency-settings.queries';

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

/** The agency's own figures: the public pages state each one only when it is filled in. */
const FIGURE_FIELDS: Array<{ name: CompanyField; label: string; help: string }> = [
  { name: 'yearsInBusiness', label: 'Anni di attività', help: 'es. «20 anni di esperienza» sulla home' },
  { name: 'salesCount', label: 'Compravendite concluse', help: 'es. «500 compravendite concluse»' },
  { name: 'advisorsYears', label: 'Anni di esperienza dei consulenti', help: 'es. «Consulenti con 30 anni di mestiere»' },
];

const LEGAL_LABELS: Record<AgencySettingsResponse['missingLegalDetails'][number], string> = {
  legalName: 'ragione sociale',
  vatNumber: 'partita IVA',
  reaNumber: 'numero REA',
  address: 'indirizzo della sede',
};

const STARS = [5, 4, 3, 2, 1].map((stars) => ({ value: stars, label: `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} (${stars})` }));

/** The payload as the form holds it, from the server's answer. */
function formValues(settings: AgencySettingsResponse): AgencySettingsPayloadInput {
  return { company: settings.company, team: settings.team, reviews: settings.reviews, emailSignature: settings.emailSignature };
}

function TeamPhoto({ value, onChange, name }: { value?: string | null; onChange?: (id: string | null) => void; name: string }) {
  const showFailure = useShowFailure();
  const [uploading, setUploading] = useState(false);
  async function choose(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      onChange?.((await uploadAgencyPhoto(file)).id);
    } catch (error) {
      showFailure(error, { failure: FAILURES.agencyPhotoUpload });
    } finally {
      setUploading(false);
    }
  }
  return (
    <Flex gap={12} align="center" wrap>
      {value ? (
        <img
          src={photoUrl(value)}
          alt={`Foto di ${name || 'questa persona'}`}
          width={64}
          height={64}
          style={{ borderRadius: '50%', objectFit: 'cover' }}
        />
      ) : null}
      <label>
        <Typography.Text>{value ? 'Cambia foto' : 'Carica una foto'} (JPEG, PNG o WebP, fino a 2 MB) </Typography.Text>
        <input type="file" accept="image/jpeg,image/png,image/webp" disabled={uploading} onChange={(event) => void choose(event.target.files?.[0])} />
      </label>
      {uploading ? <Spin size="small" /> : null}
      {value ? (
        <Button size="small" onClick={() => onChange?.(null)}>
          Togli la foto
        </Button>
      ) : null}
    </Flex>
  );
}

/**
 * Impostazioni agenzia (titolare only): company and legal details, the team of the about page, the reviews of
 * the home and landing pages, the e-mail signature. One save sends the whole document; the server checks it
 * and its messages land on the fields. The public site and the e-mails use the saved values at once.
 */
export function AgencySettingsPage() {
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AgencySettingsPayloadInput>();
  const { data, isPending, isError } = useQuery({ ...agencySettingsQuery(), meta: INLINE_FAILURE });

  useEffect(() => {
    if (data) form.setFieldsValue(formValues(data));
  }, [data, form]);

  const save = useMutation({
    mutationFn: saveAgencySettings,
    meta: { failure: FAILURES.agencySettingsSave },
    onSuccess: (saved) => {
      queryClient.setQueryData(agencySettingsKey, saved);
      notification.success({ title: 'Impostazioni salvate', description: 'Il sito e le e-mail usano già i nuovi dati.' });
    },
    onError: (error) => {
      const fields = apiErrorOf(error)?.fields ?? {};
      // The server names fields by their dotted path; the form's paths are typed by its values, which a path
      // built from text cannot be, hence the cast.
      form.setFields(
        Object.entries(fields).map(([field, message]) => ({ name: fieldPath(field), errors: [message] })) as Parameters<typeof form.setFields>[0],
      );
    },
  });

  const watchedTeam = Form.useWatch('team', form) ?? [];

  if (isPending) return <Spin />;
  if (isError) return <Alert type="error" showIcon title="Impossibile caricare le impostazioni dell'agenzia." />;

  return (
    <>
      <PageHeading title="Impostazioni agenzia" />
      {data.missingLegalDetails.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Completa i dati dell'agenzia"
          description={`Mancano: ${data.missingLegalDetails.map((field) => LEGAL_LABELS[field]).join(', ')}. Sono obbligatori sul sito di un'agenzia.`}
        />
      ) : null}
      <Form<AgencySettingsPayloadInput>
        form={form}
        layout="vertical"
        initialValues={formValues(data)}
        // The whole store, not only the fields on screen: each entry's id travels with it.
        onFinish={() => save.mutate(form.getFieldsValue(true) as AgencySettingsPayloadInput)}
        aria-label="Impostazioni agenzia"
      >
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

        <Card title="I numeri dell'agenzia" style={{ marginBottom: 16 }}>
          <Typography.Paragraph>
            Il sito mostra solo i numeri inseriti qui, così come sono: un campo vuoto (o zero) non compare da nessuna parte, e la frase che lo
            conteneva si legge senza.
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

        <Card title="Il team (pagina Chi siamo)" style={{ marginBottom: 16 }}>
          <Form.List name="team">
            {(entries, { add, remove }) => (
              <>
                {entries.length === 0 ? (
                  <Typography.Paragraph>Nessuna persona: la sezione del team non compare sul sito.</Typography.Paragraph>
                ) : null}
                {entries.map((entry, index) => (
                  <fieldset
                    key={entry.key}
                    aria-label={`Persona ${index + 1}`}
                    style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: 16, marginBottom: 16 }}
                  >
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
                      <TeamPhoto name={watchedTeam[index]?.name ?? ''} />
                    </Form.Item>
                    <Button danger onClick={() => remove(entry.name)}>
                      Togli questa persona
                    </Button>
                  </fieldset>
                ))}
                <Button onClick={() => add({ id: newEntryId(), name: '', role: '', text: '', photoId: null })}>Aggiungi una persona</Button>
              </>
            )}
          </Form.List>
        </Card>

        <Card title="Recensioni (home e pagine di atterraggio)" style={{ marginBottom: 16 }}>
          <Form.List name="reviews">
            {(entries, { add, remove }) => (
              <>
                {entries.length === 0 ? (
                  <Typography.Paragraph>Nessuna recensione: la sezione delle recensioni non compare sul sito.</Typography.Paragraph>
                ) : null}
                {entries.map((entry, index) => (
                  <fieldset
                    key={entry.key}
                    aria-label={`Recensione ${index + 1}`}
                    style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: 16, marginBottom: 16 }}
                  >
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
                          <Select options={REVIEW_SOURCES.map((source) => ({ value: source, label: source }))} />
                        </Form.Item>
                      </Col>
                    </Row>
                    <Button danger onClick={() => remove(entry.name)}>
                      Togli questa recensione
                    </Button>
                  </fieldset>
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

        <Card title="Firma delle e-mail" style={{ marginBottom: 16 }}>
          <Form.Item name="emailSignature" label="Firma in fondo a ogni e-mail ai clienti">
            <Input.TextArea rows={4} />
          </Form.Item>
        </Card>

        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Salva impostazioni
        </Button>
      </Form>
    </>
  );
}
