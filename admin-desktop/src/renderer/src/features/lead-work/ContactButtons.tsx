import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown, Space } from 'antd';
import { useState } from 'react';
import type { MessageChannel } from '@valuta/shared/leads';
import type { MessageTemplate } from '@valuta/shared/work-queue';
import { workSettingsQuery } from '../agency-settings/work-settings.queries';
import { telHref } from '../../components/ContactLinks';
import { CallLogDialog } from './CallLogDialog';
import { MessageDialog } from './MessageDialog';

interface ContactButtonsProps {
  contactId: number;
  name: string;
  phone: string;
}

/**
 * One tap to reach the owner: 'Chiama' (the phone's dialer, and the call's outcome to log), WhatsApp and e-mail
 * from the agency's templates, and 'Registra chiamata' for a call made some other way.
 */
export function ContactButtons({ contactId, name, phone }: ContactButtonsProps) {
  const { data: settings } = useQuery(workSettingsQuery());
  const [logging, setLogging] = useState(false);
  const [template, setTemplate] = useState<MessageTemplate | null>(null);
  const templates = (channel: MessageChannel) => (settings?.templates ?? []).filter((entry) => entry.channel === channel);

  const templateMenu = (channel: MessageChannel, label: string) => {
    const choices = templates(channel);
    return (
      <Dropdown
        disabled={choices.length === 0}
        trigger={['click']}
        menu={{
          items: choices.map((entry) => ({ key: entry.id, label: entry.name })),
          onClick: ({ key }) => setTemplate(choices.find((entry) => entry.id === key) ?? null),
        }}
      >
        <Button>{label} ▾</Button>
      </Dropdown>
    );
  };

  return (
    <>
      <Space wrap>
        {phone && (
          <Button type="primary" href={telHref(phone)} onClick={() => setLogging(true)}>
            Chiama
          </Button>
        )}
        {templateMenu('whatsapp', 'WhatsApp')}
        {templateMenu('email', 'E-mail')}
        <Button onClick={() => setLogging(true)}>Registra chiamata</Button>
      </Space>
      {logging && <CallLogDialog contactId={contactId} name={name} onClose={() => setLogging(false)} />}
      {template && <MessageDialog contactId={contactId} template={template} onClose={() => setTemplate(null)} />}
    </>
  );
}
