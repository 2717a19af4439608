import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Empty, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AdminNotesSchema } from '@valuta/shared/admin-fields';
import { showFieldErrors } from '../../lib/failures';

const NotesFormSchema = z.object({ adminNotes: AdminNotesSchema });
type NotesForm = z.input<typeof NotesFormSchema>;

interface AdminNotesTabProps {
  notes: string | null;
  saving: boolean;
  /** Resolves once saved, and edit mode ends; rejects with the failure, and the text stays to retry. */
  onSave: (notes: string) => Promise<unknown>;
}

/** Note Admin: the notes in view mode, 'Modifica' for edit mode, 'Salva' saves and goes back to view. */
export function AdminNotesTab({ notes, saving, onSave }: AdminNotesTabProps) {
  const [editing, setEditing] = useState(false);
  const { control, handleSubmit, reset, setError, formState } = useForm<NotesForm, unknown, z.output<typeof NotesFormSchema>>({
    resolver: zodResolver(NotesFormSchema),
    defaultValues: { adminNotes: notes ?? '' },
  });

  function startEditing() {
    reset({ adminNotes: notes ?? '' });
    setEditing(true);
  }

  if (!editing) {
    return (
      <Flex vertical gap={12}>
        {notes ? (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{notes}</Typography.Paragraph>
        ) : (
          <Empty description="Nessuna nota" />
        )}
        <Button onClick={startEditing} style={{ alignSelf: 'flex-start' }}>
          Modifica note
        </Button>
      </Flex>
    );
  }

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values.adminNotes);
      setEditing(false);
    } catch (error) {
      // A refused note is marked here; any other failure is the mutation's toast.
      showFieldErrors(error, setError, ['adminNotes']);
    }
  });

  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Form.Item
        label="Note dell'amministratore"
        htmlFor="admin-notes"
        validateStatus={formState.errors.adminNotes ? 'error' : undefined}
        help={formState.errors.adminNotes?.message}
      >
        <Controller
          name="adminNotes"
          control={control}
          render={({ field }) => (
            <Input.TextArea {...field} value={field.value ?? ''} id="admin-notes" rows={6} maxLength={5000} showCount autoFocus />
          )}
        />
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={saving}>
          Salva note
        </Button>
        <Button onClick={() => setEditing(false)} disabled={saving}>
          Annulla
        </Button>
      </Flex>
    </Form>
  );
}
