import { Input, Modal } from 'antd';
import { useState } from 'react';
import { MAX_LONG_TEXT_LENGTH } from '@valuta/shared/limits';

interface NotesDialogProps {
  title: string;
  open: boolean;
  notes: string | null;
  saving: boolean;
  onSave: (notes: string) => void;
  onCancel: () => void;
}

/** The notes modal of a row: the administrator's notes, saved with 'Salva'. */
export function NotesDialog({ title, open, notes, saving, onSave, onCancel }: NotesDialogProps) {
  const [text, setText] = useState(notes ?? '');
  // Opened (or given other notes while open), the text starts again from the saved notes; closing keeps it, so
  // the closing dialog does not change under the eye. Adjusted while rendering, so stale text is never shown.
  const [shown, setShown] = useState({ open, notes });
  if (open !== shown.open || notes !== shown.notes) {
    setShown({ open, notes });
    if (open) setText(notes ?? '');
  }
  return (
    <Modal
      open={open}
      title={title}
      okText="Salva"
      cancelText="Annulla"
      confirmLoading={saving}
      onOk={() => onSave(text)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <label htmlFor="row-notes" style={{ display: 'block', marginBottom: 8 }}>
        Note admin
      </label>
      <Input.TextArea id="row-notes" rows={5} value={text} maxLength={MAX_LONG_TEXT_LENGTH} onChange={(event) => setText(event.target.value)} />
    </Modal>
  );
}
