import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Skeleton, Space, Typography } from 'antd';
import { MESSAGE_CHANNEL_LABELS } from '@valuta/shared/leads';
import type { MessageTemplate } from '@valuta/shared/work-queue';
import { INLINE_FAILURE } from '../../lib/failures';
import { renderedMessageQuery, useLogMessage } from './lead-work.queries';

interface MessageDialogProps {
  contactId: number;
  template: MessageTemplate;
  onClose: () => void;
}

/**
 * A template filled in for the lead, read before it goes: 'Apri in WhatsApp' (or the mail app) opens it there,
 * where it can still be changed and is sent, and logs it in the timeline.
 */
export function MessageDialog({ contactId, template, onClose }: MessageDialogProps) {
  const { data, isPending, isError } = useQuery({ ...renderedMessageQuery(contactId, template.id), meta: INLINE_FAILURE });
  const logMessage = useLogMessage(contactId);
  const channel = MESSAGE_CHANNEL_LABELS[template.channel];

  function opened() {
    if (!data) return;
    logMessage.mutate({ channel: data.channel, templateId: data.templateId, subject: data.subject, text: data.text }, { onSettled: onClose });
  }

  return (
    <Modal open title={`${channel}: ${template.name}`} footer={null} onCancel={onClose} destroyOnHidden>
      {isPending ? (
        <Skeleton active />
      ) : isError ? (
        <Alert type="error" showIcon title="Impossibile preparare il messaggio. Riprova più tardi." />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {data.subject && <Typography.Text strong>{data.subject}</Typography.Text>}
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{data.text}</Typography.Paragraph>
          {data.href ? (
            <Button
              type="primary"
              href={data.href}
              target={template.channel === 'whatsapp' ? '_blank' : undefined}
              rel="noopener noreferrer"
              onClick={opened}
            >
              {template.channel === 'whatsapp' ? 'Apri in WhatsApp' : "Apri nell'app di posta"}
            </Button>
          ) : (
            <Alert
              type="warning"
              showIcon
              title={
                template.channel === 'whatsapp'
                  ? 'Il contatto non ha un numero utilizzabile per WhatsApp.'
                  : 'Il contatto non ha un indirizzo e-mail utilizzabile.'
              }
            />
          )}
        </Space>
      )}
    </Modal>
  );
}
