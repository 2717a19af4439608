import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { NoteCreateSchema, type NoteCreate } from '@valuta/shared/leads';
import { showFieldErrors } from '../../lib/failures';
import { useAddNote } from './lead-work.queries';

/** 'Aggiungi nota': a new entry of the timeline each time; the box empties once the note is saved. */
export function NoteForm({ contactId }: { contactId: number }) {
  const addNote = useAddNote(contactId);
  const { control, handleSubmit, reset, setError, formState } = useForm<NoteCreate>({
    resolver: zodResolver(NoteCreateSchema),
    defaultValues: { text: '' },
  });

  const submit = handleSubmit(async ({ text }) => {
    try {
      await addNote.mutateAsync(text);
      reset({ text: '' });
    } catch (error) {
      // A refused text is marked here; any other failure is the mutation's toast, and the text stays to retry.
      showFieldErrors(error, setError, ['text']);
    }
  });

  return (
    <Form layout="vertical" onFinish={() => void submit()} aria-label="Aggiungi una nota">
      <Form.Item
        label="Nuova nota"
        htmlFor="new-note"
        validateStatus={formState.errors.text ? 'error' : undefined}
        help={formState.errors.text?.message}
      >
        <Controller name="text" control={control} render={({ field }) => <Input.TextArea {...field} id="new-note" rows={3} maxLength={5000} />} />
      </Form.Item>
      <Button htmlType="submit" loading={addNote.isPending}>
        Aggiungi nota
      </Button>
    </Form>
  );
}
