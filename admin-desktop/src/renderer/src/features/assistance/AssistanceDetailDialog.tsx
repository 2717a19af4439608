import { Button, Descriptions, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { AdminAssistanceRequest } from '@valuta/shared/assistance';
import { formatDateTime } from '@valuta/shared/format';
import { MAX_LONG_TEXT_LENGTH } from '@valuta/shared/limits';
import { assistanceStatusLabel } from '@valuta/shared/assistance';
import { EmailLink, PhoneLink } from '../../components/ContactLinks';

interface AssistanceDetailDialogProps {
  request: AdminAssistanceRequest | null;
  saving: boolean;
  onSaveNotes: (notes: string) => void;
  onClose: () => void;
}

/** The request in full: who asked, the message, and the administrator's notes, editable. */
export function AssistanceDetailDialog({ request, saving, onSaveNotes, onClose }: AssistanceDetailDialogProps) {
  const [notes, setNotes] = useState(request?.admin_notes ?? '');
  // Another request, or a fresh copy of it (saved, or read again): the notes start again from what the server
  // holds. Adjusted while rendering, so the previous request's notes are never shown, not even for one frame.
  const [notesOf, setNotesOf] = useState(request);
  if (request !== notesOf) {
    setNotesOf(request);
    setNotes(request?.admin_notes ?? '');
  }

  return (
    <Modal
      open={request !== null}
      title={`Richiesta di assistenza #${request?.id ?? ''}`}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={640}
    >
      {request && (
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'name', label: 'Nome', children: request.nome },
              { key: 'email', label: 'Email', children: <EmailLink email={request.email} /> },
              {
                key: 'phone',
                label: 'Telefono',
                children: <PhoneLink phone={request.telefono} />,
              },
              { key: 'date', label: 'Data richiesta', children: formatDateTime(request.created_at) },
              { key: 'status', label: 'Stato', children: assistanceStatusLabel(request.status) },
            ]}
          />
          <div>
            <Typography.Title level={5}>Messaggio</Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{request.descrizione}</Typography.Paragraph>
          </div>
          <div>
            <label htmlFor="assistance-notes">
              <Typography.Title level={5}>Note admin</Typography.Title>
            </label>
            <Input.TextArea
              id="assistance-notes"
              rows={4}
              value={notes}
              maxLength={MAX_LONG_TEXT_LENGTH}
              onChange={(event) => setNotes(event.target.value)}
            />
          </div>
          <Flex gap={8} justify="flex-end">
            <Button onClick={onClose}>Chiudi</Button>
            <Button type="primary" loading={saving} onClick={() => onSaveNotes(notes)}>
              Salva note
            </Button>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
