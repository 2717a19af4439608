import { Flex, Input, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { NEXT_ACTION_KINDS, NEXT_ACTION_KIND_LABELS, type NextActionInput, type NextActionKind } from '@valuta/shared/leads';
import { useSaveNextAction } from './lead-work.queries';
import { instantOf, whenFieldsOf } from './when-fields';

const KIND_OPTIONS = NEXT_ACTION_KINDS.map((value) => ({ value, label: NEXT_ACTION_KIND_LABELS[value] }));

interface NextActionDialogProps {
  contactId: number;
  /** What the dialog opens with: the lead's next action, the server's proposal after a call, or nothing. */
  initial: NextActionInput | null;
  /** Said above the fields, e.g. why a proposal is there. */
  intro?: string;
  onClose: () => void;
}

/**
 * 'Prossima azione': what to do and when (Turin's clock), with a note. Saving replaces the lead's next action;
 * a proposal is saved only here, as it is or changed. No toast: the card's next action and the timeline say it.
 */
export function NextActionDialog({ contactId, initial, intro, onClose }: NextActionDialogProps) {
  const save = useSaveNextAction(contactId);
  const [kind, setKind] = useState<NextActionKind>(initial?.kind ?? 'call');
  const [when, setWhen] = useState(whenFieldsOf(initial?.dueAt));
  const [note, setNote] = useState(initial?.note ?? '');
  const dueAt = instantOf(when);

  return (
    <Modal
      open
      title="Prossima azione"
      okText="Salva prossima azione"
      cancelText="Annulla"
      okButtonProps={{ disabled: dueAt === null }}
      confirmLoading={save.isPending}
      onOk={() =>
        dueAt &&
        save.mutate(
          { kind, dueAt, note: note.trim() },
          // The card's 'Prossima azione' and the timeline show it saved.
          { onSuccess: onClose },
        )
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {intro && <Typography.Text>{intro}</Typography.Text>}
        <label>
          Cosa fare
          <Select
            aria-label="Cosa fare"
            value={kind}
            options={KIND_OPTIONS}
            onChange={(value: NextActionKind) => setKind(value)}
            style={{ display: 'block', width: '100%' }}
          />
        </label>
        <Flex gap={12} wrap>
          <label>
            Giorno
            <Input type="date" aria-label="Giorno" value={when.date} onChange={(event) => setWhen({ ...when, date: event.target.value })} />
          </label>
          <label>
            Ora
            <Input type="time" aria-label="Ora" value={when.time} onChange={(event) => setWhen({ ...when, time: event.target.value })} />
          </label>
        </Flex>
        <label>
          Nota (facoltativa)
          <Input aria-label="Nota della prossima azione" value={note} maxLength={200} onChange={(event) => setNote(event.target.value)} />
        </label>
      </Space>
    </Modal>
  );
}
