import { Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
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
  const [text, setText] = useState('');
  useEffect(() => {
    if (open) setText(notes ?? '');
  }, [open, notes]);
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
