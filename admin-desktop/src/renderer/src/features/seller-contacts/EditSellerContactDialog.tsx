import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminSellerContact } from '@valuta/shared/seller-contacts';
import { SellerContactUpdateSchema, SELLER_CONTACT_STATUSES, SELLER_CONTACT_STATUS_LABELS } from '@valuta/shared/seller-contacts';
import { showFieldErrors } from '../../lib/failures';

const FormSchema = SellerContactUpdateSchema.pick({ status: true, admin_notes: true });
type FormInput = z.input<typeof FormSchema>;
export type SellerContactEditValues = z.output<typeof FormSchema>;
type FormOutput = SellerContactEditValues;

/** The fields of the form: a refusal of these is marked on them rather than toasted. */
export const SELLER_EDIT_FIELDS = ['status', 'admin_notes'] as const;

const STATUS_OPTIONS = SELLER_CONTACT_STATUSES.map((value) => ({ value, label: SELLER_CONTACT_STATUS_LABELS[value] }));

interface EditSellerContactDialogProps {
  contact: AdminSellerContact | null;
  saving: boolean;
  /** Resolves once saved; rejects with the failure, and the form stays open. */
  onSave: (id: number, values: FormOutput) => Promise<unknown>;
  onCancel: () => void;
}

/** 'Modifica Contatto': name and e-mail read-only; status and admin notes editable. */
export function EditSellerContactDialog({ contact, saving, onSave, onCancel }: EditSellerContactDialogProps) {
  const { control, handleSubmit, reset, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: { status: 'new', admin_notes: '' },
  });

  useEffect(() => {
    if (contact) reset({ status: contact.status, admin_notes: contact.admin_notes ?? '' });
  }, [contact, reset]);

  const save = handleSubmit(async (values) => {
    if (!contact) return;
    try {
      await onSave(contact.id, values);
    } catch (error) {
      showFieldErrors(error, setError, SELLER_EDIT_FIELDS);
    }
  });

  return (
    <Modal
      open={contact !== null}
      title="Modifica Contatto"
      okText="Salva Modifiche"
      cancelText="Annulla"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Nome" htmlFor="seller-name">
          <Input id="seller-name" value={contact?.nome_completo ?? ''} readOnly />
        </Form.Item>
        <Form.Item label="Email" htmlFor="seller-email">
          <Input id="seller-email" value={contact?.email ?? ''} readOnly />
        </Form.Item>
        <Form.Item
          label="Status"
          htmlFor="seller-status"
          validateStatus={formState.errors.status ? 'error' : undefined}
          help={formState.errors.status?.message}
        >
          <Controller name="status" control={control} render={({ field }) => <Select {...field} id="seller-status" options={STATUS_OPTIONS} />} />
        </Form.Item>
        <Form.Item
          label="Note admin"
          htmlFor="seller-notes"
          validateStatus={formState.errors.admin_notes ? 'error' : undefined}
          help={formState.errors.admin_notes?.message}
        >
          <Controller
            name="admin_notes"
            control={control}
            render={({ field }) => <Input.TextArea {...field} value={field.value ?? ''} id="seller-notes" rows={4} maxLength={5000} />}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
