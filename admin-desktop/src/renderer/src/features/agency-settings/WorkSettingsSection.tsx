import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { formatDateTime } from '@valuta/shared/format';
import { MESSAGE_CHANNEL_LABELS, MESSAGE_CHANNELS, type MessageChannel } from '@valuta/shared/leads';
import { TEMPLATE_PLACEHOLDERS, TEMPLATE_PLACEHOLDER_LABELS, type WorkSettingsInput } from '@valuta/shared/work-queue';
import { FAILURES, INLINE_FAILURE } from '../../lib/failures';
import { clearFieldErrors, markRefusedFields } from '../../lib/form-field-errors';
import { newEntryId } from './agency-settings.queries';
import { EntryFieldset } from './EntryFieldset';
import { saveWorkSettings, workSettingsKey, workSettingsQuery } from './work-settings.queries';

const CHANNEL_OPTIONS = MESSAGE_CHANNELS.map((value) => ({ value, label: MESSAGE_CHANNEL_LABELS[value] }));
const PLACEHOLDERS_HELP = `Nel testo puoi usare: ${TEMPLATE_PLACEHOLDERS.map((word) => `${word} (${TEMPLATE_PLACEHOLDER_LABELS[word].toLowerCase()})`).join(', ')}.`;

/**
 * How the agency works its leads: 'Tempo di primo contatto' (the minutes of opening time within which a new lead
 * should be reached; past it the lead reads 'In ritardo') and 'Modelli di messaggio' (the WhatsApp and e-mail
 * texts the lead's card fills in). Its own form and save: the server keeps them apart from the agency's details.
 */
export function WorkSettingsSection() {
  const [form] = Form.useForm<WorkSettingsInput>();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery({ ...workSettingsQuery(), meta: INLINE_FAILURE });
  const templates = Form.useWatch('templates', form) ?? [];

  useEffect(() => {
    if (data) form.setFieldsValue({ firstContactMinutes: data.firstContactMinutes, templates: data.templates });
  }, [data, form]);

  const save = useMutation({
    mutationFn: saveWorkSettings,
    meta: { failure: FAILURES.workSettingsSave },
    onSuccess: (saved) => {
      queryClient.setQueryData(workSettingsKey, saved);
      clearFieldErrors(form);
    },
    onError: (error) => {
      markRefusedFields(form, error);
    },
  });

  if (isPending) return <Skeleton active />;
  if (isError) return <Alert type="error" showIcon title="Impossibile caricare i modelli di messaggio." />;

  const newTemplate = (channel: MessageChannel) => ({ id: newEntryId(), channel, name: '', subject: '', body: '' });

  return (
    <Form<WorkSettingsInput>
      form={form}
      layout="vertical"
      initialValues={{ firstContactMinutes: data.firstContactMinutes, templates: data.templates }}
      // The whole store: each template's id travels with it.
      onFinish={() => save.mutate(form.getFieldsValue(true) as WorkSettingsInput)}
      aria-label="Contatti e modelli di messaggio"
    >
      <Card title="Tempo di primo contatto" style={{ marginBottom: 16 }}>
        <Form.Item
          name="firstContactMinutes"
          label="Minuti entro cui contattare un nuovo contatto"
          extra="Contano solo i minuti di apertura dell'agenzia. Oltre questo tempo il contatto è segnato 'In ritardo' in Da fare, nella lista e nella scheda."
        >
          <InputNumber min={1} max={1440} step={5} style={{ width: 140 }} />
        </Form.Item>
      </Card>
      <Card title="Modelli di messaggio" style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">{PLACEHOLDERS_HELP}</Typography.Paragraph>
        <Form.List name="templates">
          {(entries, { add, remove }) => (
            <>
              {entries.length === 0 ? <Typography.Paragraph>Nessun modello: dalla scheda si può solo chiamare.</Typography.Paragraph> : null}
              {entries.map((entry, index) => {
                const isEmail = templates[index]?.channel === 'email';
                return (
                  <EntryFieldset key={entry.key} label={`Modello ${index + 1}`}>
                    <Row gutter={16}>
                      <Col xs={24} md={16}>
                        <Form.Item name={[entry.name, 'name']} label="Nome del modello">
                          <Input />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={8}>
                        <Form.Item name={[entry.name, 'channel']} label="Canale">
                          <Select options={CHANNEL_OPTIONS} />
                        </Form.Item>
                      </Col>
                    </Row>
                    {isEmail && (
                      <Form.Item name={[entry.name, 'subject']} label="Oggetto">
                        <Input />
                      </Form.Item>
                    )}
                    <Form.Item name={[entry.name, 'body']} label="Testo">
                      <Input.TextArea rows={4} maxLength={2000} />
                    </Form.Item>
                    <Button danger onClick={() => remove(entry.name)}>
                      Togli questo modello
                    </Button>
                  </EntryFieldset>
                );
              })}
              <Flex gap={8} wrap>
                <Button onClick={() => add(newTemplate('whatsapp'))}>Aggiungi un modello WhatsApp</Button>
                <Button onClick={() => add(newTemplate('email'))}>Aggiungi un modello e-mail</Button>
              </Flex>
            </>
          )}
        </Form.List>
      </Card>
      <Flex gap={12} align="center" wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Salva tempo e modelli
        </Button>
        {/* Said next to the button rather than in a toast: valid from the next lead, the next card opened. */}
        {save.isSuccess && (
          <Typography.Text role="status">Salvato{data.updatedAt ? ` il ${formatDateTime(data.updatedAt)}` : ''}: vale da subito.</Typography.Text>
        )}
      </Flex>
    </Form>
  );
}
