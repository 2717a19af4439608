import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Spin } from 'antd';
import { useEffect } from 'react';
import type { AgencySettingsPayloadInput, AgencySettingsResponse } from '@valuta/shared/agency';
import { INLINE_FAILURE } from '../../lib/failures';
import { PageHeading } from '../../pages/PageHeading';
import { agencySettingsQuery } from './agency-settings.queries';
import { CompanySection } from './CompanySection';
import { FiguresSection } from './FiguresSection';
import { MissingLegalDetails } from './MissingLegalDetails';
import { ReviewsSection } from './ReviewsSection';
import { TeamSection } from './TeamSection';
import { useSaveAgencySettings } from './use-save-agency-settings';
import { WorkSettingsSection } from './WorkSettingsSection';

/** The payload as the form holds it, from the server's answer. */
function formValues(settings: AgencySettingsResponse): AgencySettingsPayloadInput {
  return { company: settings.company, team: settings.team, reviews: settings.reviews, emailSignature: settings.emailSignature };
}

/**
 * Impostazioni agenzia (titolare only): company and legal details, the agency's figures, the team of the about
 * page, the reviews of the home and landing pages, the e-mail signature. One save sends the whole document; the
 * server checks it and its messages land on the fields. The public site and the e-mails use the saved values at once.
 * Below, with a save of its own, 'Tempo di primo contatto' and 'Modelli di messaggio' (WorkSettingsSection).
 */
export function AgencySettingsPage() {
  const [form] = Form.useForm<AgencySettingsPayloadInput>();
  const { data, isPending, isError } = useQuery({ ...agencySettingsQuery(), meta: INLINE_FAILURE });
  const save = useSaveAgencySettings(form);

  useEffect(() => {
    if (data) form.setFieldsValue(formValues(data));
  }, [data, form]);

  if (isPending) return <Spin />;
  if (isError) return <Alert type="error" showIcon title="Impossibile caricare le impostazioni dell'agenzia." />;

  return (
    <>
      <PageHeading title="Impostazioni agenzia" />
      <MissingLegalDetails missing={data.missingLegalDetails} />
      <Form<AgencySettingsPayloadInput>
        form={form}
        layout="vertical"
        initialValues={formValues(data)}
        // The whole store, not only the fields on screen: each entry's id travels with it.
        onFinish={() => save.mutate(form.getFieldsValue(true) as AgencySettingsPayloadInput)}
        aria-label="Impostazioni agenzia"
      >
        <CompanySection />
        <FiguresSection />
        <TeamSection />
        <ReviewsSection />
        <Card title="Firma delle e-mail" style={{ marginBottom: 16 }}>
          <Form.Item name="emailSignature" label="Firma in fondo a ogni e-mail ai clienti">
            <Input.TextArea rows={4} />
          </Form.Item>
        </Card>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Salva impostazioni
        </Button>
      </Form>
      <div style={{ marginTop: 32 }}>
        <WorkSettingsSection />
      </div>
    </>
  );
}
