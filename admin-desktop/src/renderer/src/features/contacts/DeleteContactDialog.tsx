import { Modal, Typography } from 'antd';

interface DeleteContactDialogProps {
  name: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The explicit confirmation a deletion needs: the contact and its valuations go, and it cannot be undone. */
export function DeleteContactDialog({ name, deleting, onConfirm, onCancel }: DeleteContactDialogProps) {
  return (
    <Modal
      open={name !== null}
      title="Elimina contatto"
      okText="Elimina"
      cancelText="Annulla"
      okButtonProps={{ danger: true }}
      confirmLoading={deleting}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Stai per eliminare il contatto <strong>{name}</strong> e tutte le sue valutazioni.
      </Typography.Paragraph>
      <Typography.Paragraph type="danger" style={{ marginBottom: 0 }}>
        L'operazione non può essere annullata.
      </Typography.Paragraph>
    </Modal>
  );
}
